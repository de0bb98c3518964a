import '@mantine/charts/styles.css';
import type { Insights } from '@hub/contract/insights/insights.schema';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, SimpleGrid, Skeleton, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ListHeading } from '../../../components/list-heading.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useInsights } from '../api/insights.ts';
import { BackToDashboard } from '../../../components/back-to-dashboard.tsx';

const shortWeek = (week: string) =>
  new Date(`${week}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

type Column<Row> = { label: string; value: (row: Row) => string | number };

/** A chart, and the same figures as a table for anyone who reads tables better (or with a screen reader). */
function ChartCard<Row>({
  title,
  description,
  chart,
  rows,
  columns,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  rows: Row[];
  columns: Column<Row>[];
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <ListHeading title={title} description={description} size="lg" />
        <SegmentedControl
          size="xs"
          aria-label={`Show ${title} as`}
          value={view}
          onChange={(value) => setView(value as 'chart' | 'table')}
          data={[
            { value: 'chart', label: 'Chart' },
            { value: 'table', label: 'Table' },
          ]}
        />
      </Group>
      {view === 'chart' ? (
        chart
      ) : (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={String(columns[0]?.value(row) ?? index)}>
                {columns.map((column) => (
                  <Table.Td key={column.label}>{column.value(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** A count axis: whole numbers only (recharts would tick 0.5 and 1.5 between 0 and 2 people). */
const COUNT_AXIS = { allowDecimals: false };

/**
 * A ChartCard of one figure a week: its table reads 'Week of' and the figure, its chart names the weeks 'Mar 3'
 * and draws the figure as bars or, for `isLine`, straight segments from week to week (a curve would show
 * figures between the weeks that never happened).
 */
function WeeklyChartCard<Figure extends string>({
  title,
  description,
  weeks,
  figure,
  isLine = false,
}: {
  title: string;
  description: string;
  weeks: Array<{ week: string } & Record<Figure, number>>;
  figure: { name: Figure; label: string; color: string };
  isLine?: boolean;
}) {
  const chart = {
    h: 260,
    data: weeks.map((row) => ({ ...row, week: shortWeek(row.week) })),
    dataKey: 'week',
    series: [figure],
    tickLine: 'y' as const,
    yAxisProps: COUNT_AXIS,
  };
  return (
    <ChartCard
      title={title}
      description={description}
      rows={weeks}
      columns={[
        { label: 'Week of', value: (row) => shortWeek(row.week) },
        { label: figure.label, value: (row) => row[figure.name] },
      ]}
      chart={isLine ? <LineChart {...chart} curveType="linear" /> : <BarChart {...chart} />}
    />
  );
}

/**
 * The way in, stage by stage: a bar per stage named on its axis, its count at its end (a stage nobody reached
 * reads '0' beside its name), and in the table each stage's share of the requests.
 */
function AccessFunnelCard({ funnel }: { funnel: Insights['accessFunnel'] }) {
  const stages = [
    { stage: 'Requested', people: funnel.requested },
    { stage: 'Approved', people: funnel.approved },
    { stage: 'Signed in', people: funnel.firstSignIn },
  ];
  const shareOfRequests = (people: number) =>
    funnel.requested === 0 ? '—' : `${Math.round((people / funnel.requested) * 100)}%`;
  return (
    <ChartCard
      title="Access requests"
      description="Everyone who asked to join, how many were approved, and how many then signed in."
      rows={stages}
      columns={[
        { label: 'Step', value: (row) => row.stage },
        { label: 'People', value: (row) => row.people },
        { label: 'Share of requests', value: (row) => shareOfRequests(row.people) },
      ]}
      chart={
        <BarChart
          h={200}
          data={stages}
          dataKey="stage"
          orientation="vertical"
          series={[{ name: 'people', label: 'People', color: 'teal.7' }]}
          yAxisProps={{ width: 80 }}
          withXAxis={false}
          gridAxis="none"
          withBarValueLabel
          valueFormatter={(people) => String(people)}
          barLabelColor="bright"
          valueLabelProps={{ fontSize: 14, fontWeight: 700 }}
          barChartProps={{ margin: { right: 40 } }}
          withTooltip={false}
        />
      }
    />
  );
}

/** /admin/insights: how the community is used, for the committee. */
export function InsightsPage() {
  const insights = useInsights();
  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeader
        title="Insights"
        description="How residents use the community, over the last twelve weeks."
      />
      {insights.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {[1, 2, 3, 4].map((card) => (
            <Skeleton key={card} h={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : insights.isError ? (
        <LoadFailedAlert title="Could not load the insights" query={insights} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <WeeklyChartCard
            title="Applications per week"
            description="Applications to jobs and internships, by the week they were sent."
            weeks={insights.data.applicationsPerWeek}
            figure={{ name: 'applications', label: 'Applications', color: 'hubTeal.7' }}
          />
          <WeeklyChartCard
            title="Residents signed in per week"
            description="Different residents who signed in at least once that week."
            weeks={insights.data.residentsSignedInPerWeek}
            figure={{ name: 'residents', label: 'Residents', color: 'indigo.7' }}
            isLine
          />
          <ChartCard
            title="Jobs and internships by industry"
            description="Published posts by industry; an internship's sector counts under the same industry."
            rows={insights.data.postsByIndustry}
            columns={[
              { label: 'Industry', value: (row) => row.industry },
              { label: 'Jobs', value: (row) => row.jobs },
              { label: 'Internships', value: (row) => row.internships },
            ]}
            chart={
              insights.data.postsByIndustry.length === 0 ? (
                <Text c="dimmed">Nothing published yet.</Text>
              ) : (
                <BarChart
                  h={90 + insights.data.postsByIndustry.length * 40}
                  data={insights.data.postsByIndustry}
                  dataKey="industry"
                  orientation="vertical"
                  type="stacked"
                  yAxisProps={{ width: 140 }}
                  xAxisProps={COUNT_AXIS}
                  series={[
                    { name: 'jobs', label: 'Jobs', color: 'hubTeal.7' },
                    { name: 'internships', label: 'Internships', color: 'indigo.5' },
                  ]}
                  withLegend
                />
              )
            }
          />
          <AccessFunnelCard funnel={insights.data.accessFunnel} />
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
