import '@mantine/charts/styles.css';
import type { Insights } from '@hub/contract/insights/insights.schema';
import { BarChart, LineChart } from '@mantine/charts';
import {
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Table,
  Text,
  useDirection,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ListHeading } from '../../../components/list-heading.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useInsights } from '../api/insights.ts';
import { BackToDashboard } from '../../../components/back-to-dashboard.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { intlLocaleOf } from '../../../i18n/languages.ts';
import { useSharedChoiceLabels } from '../../../lib/choices/choice-labels.ts';
import { useText } from '../texts.ts';

/** A week as the charts name it: 'Mar 3' in English, the active language's short form in another. */
const shortWeek = (week: string) =>
  new Date(`${week}T00:00:00`).toLocaleDateString(intlLocaleOf(i18n.locale), {
    month: 'short',
    day: 'numeric',
  });

/**
 * The axes' sides in the page's direction: right to left, the first week (or zero) sits on the right, and the axis
 * that names the weeks or counts (a category axis on a bar chart laid on its side) sits on the right too.
 */
function useChartAxes() {
  const isRightToLeft = useDirection().dir === 'rtl';
  return {
    isRightToLeft,
    xAxisProps: { reversed: isRightToLeft },
    yAxisProps: isRightToLeft
      ? {
          orientation: 'right' as const,
          // The chart's own tick offset pushes left-side labels away from the plot; on the right, the other way.
          tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' },
        }
      : {},
  };
}

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
  const t = useText();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <ListHeading title={title} description={description} size="lg" />
        <SegmentedControl
          size="xs"
          aria-label={t('insights.showAs', { title })}
          value={view}
          onChange={(value) => setView(value as 'chart' | 'table')}
          data={[
            { value: 'chart', label: t('insights.chart') },
            { value: 'table', label: t('insights.table') },
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
  const t = useText();
  const axes = useChartAxes();
  const chart = {
    h: 260,
    data: weeks.map((row) => ({ ...row, week: shortWeek(row.week) })),
    dataKey: 'week',
    series: [figure],
    tickLine: 'y' as const,
    xAxisProps: axes.xAxisProps,
    yAxisProps: { ...COUNT_AXIS, ...axes.yAxisProps },
  };
  return (
    <ChartCard
      title={title}
      description={description}
      rows={weeks}
      columns={[
        { label: t('insights.weekOf'), value: (row) => shortWeek(row.week) },
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
  const t = useText();
  const axes = useChartAxes();
  const stages = [
    { stage: t('insights.requested'), people: funnel.requested },
    { stage: t('insights.approved'), people: funnel.approved },
    { stage: t('insights.signedIn'), people: funnel.firstSignIn },
  ];
  const shareOfRequests = (people: number) =>
    funnel.requested === 0 ? '—' : `${Math.round((people / funnel.requested) * 100)}%`;
  return (
    <ChartCard
      title={t('insights.accessTitle')}
      description={t('insights.accessDescription')}
      rows={stages}
      columns={[
        { label: t('insights.step'), value: (row) => row.stage },
        { label: t('insights.people'), value: (row) => row.people },
        { label: t('insights.shareOfRequests'), value: (row) => shareOfRequests(row.people) },
      ]}
      chart={
        <BarChart
          h={200}
          data={stages}
          dataKey="stage"
          orientation="vertical"
          series={[{ name: 'people', label: t('insights.people'), color: 'teal.7' }]}
          xAxisProps={axes.xAxisProps}
          yAxisProps={{ width: 80, ...axes.yAxisProps }}
          withXAxis={false}
          gridAxis="none"
          withBarValueLabel
          valueFormatter={(people) => String(people)}
          barLabelColor="bright"
          // Each count at its bar's end: on the right of the bar, or on its left when the bars grow leftwards.
          valueLabelProps={{ fontSize: 14, fontWeight: 700, position: axes.isRightToLeft ? 'left' : 'right' }}
          barChartProps={{ margin: axes.isRightToLeft ? { left: 40 } : { right: 40 } }}
          withTooltip={false}
        />
      }
    />
  );
}

/** /admin/insights: how the community is used, for the committee. */
export function InsightsPage() {
  const t = useText();
  const axes = useChartAxes();
  const insights = useInsights();
  const { industry: industryLabel } = useSharedChoiceLabels();
  // Each sector by its name in the reader's language, in the chart and in its table.
  const postsByIndustry = (insights.data?.postsByIndustry ?? []).map((row) => ({
    ...row,
    industry: industryLabel(row.industry),
  }));
  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeader title={t('insights.title')} description={t('insights.description')} />
      {insights.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {[1, 2, 3, 4].map((card) => (
            <Skeleton key={card} h={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : insights.isError ? (
        <LoadFailedAlert title={t('insights.loadFailed')} query={insights} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <WeeklyChartCard
            title={t('insights.applicationsTitle')}
            description={t('insights.applicationsDescription')}
            weeks={insights.data.applicationsPerWeek}
            figure={{ name: 'applications', label: t('insights.applications'), color: 'hubTeal.7' }}
          />
          <WeeklyChartCard
            title={t('insights.residentsTitle')}
            description={t('insights.residentsDescription')}
            weeks={insights.data.residentsSignedInPerWeek}
            figure={{ name: 'residents', label: t('insights.residents'), color: 'indigo.7' }}
            isLine
          />
          <ChartCard
            title={t('insights.industryTitle')}
            description={t('insights.industryDescription')}
            rows={postsByIndustry}
            columns={[
              { label: t('insights.industry'), value: (row) => row.industry },
              { label: t('insights.jobs'), value: (row) => row.jobs },
              { label: t('insights.internships'), value: (row) => row.internships },
            ]}
            chart={
              postsByIndustry.length === 0 ? (
                <Text c="dimmed">{t('insights.nothingPublished')}</Text>
              ) : (
                <BarChart
                  h={90 + postsByIndustry.length * 40}
                  data={postsByIndustry}
                  dataKey="industry"
                  orientation="vertical"
                  type="stacked"
                  yAxisProps={{ width: 140, ...axes.yAxisProps }}
                  xAxisProps={{ ...COUNT_AXIS, ...axes.xAxisProps }}
                  series={[
                    { name: 'jobs', label: t('insights.jobs'), color: 'hubTeal.7' },
                    { name: 'internships', label: t('insights.internships'), color: 'indigo.5' },
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
