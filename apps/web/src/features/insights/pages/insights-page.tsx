import '@mantine/charts/styles.css';
import { BarChart, FunnelChart, LineChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useInsights } from '../api/insights.ts';
import { BackToDashboard } from '../../admin/index.ts';

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
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
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
        <Alert color="red" title="Could not load the insights">
          {insights.error.message}{' '}
          <Anchor component="button" onClick={() => insights.refetch()}>
            Try again
          </Anchor>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ChartCard
            title="Applications per week"
            description="Applications to jobs and internships, by the week they were sent."
            rows={insights.data.applicationsPerWeek}
            columns={[
              { label: 'Week of', value: (row) => shortWeek(row.week) },
              { label: 'Applications', value: (row) => row.applications },
            ]}
            chart={
              <BarChart
                h={260}
                data={insights.data.applicationsPerWeek.map((row) => ({ ...row, week: shortWeek(row.week) }))}
                dataKey="week"
                series={[{ name: 'applications', label: 'Applications', color: 'teal.7' }]}
                tickLine="y"
              />
            }
          />
          <ChartCard
            title="Residents signed in per week"
            description="Different residents who signed in at least once that week."
            rows={insights.data.residentsSignedInPerWeek}
            columns={[
              { label: 'Week of', value: (row) => shortWeek(row.week) },
              { label: 'Residents', value: (row) => row.residents },
            ]}
            chart={
              <LineChart
                h={260}
                data={insights.data.residentsSignedInPerWeek.map((row) => ({
                  ...row,
                  week: shortWeek(row.week),
                }))}
                dataKey="week"
                series={[{ name: 'residents', label: 'Residents', color: 'indigo.7' }]}
                curveType="monotone"
                tickLine="y"
              />
            }
          />
          <ChartCard
            title="Jobs and internships by industry"
            description="Published posts, by industry (internships by department)."
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
                  h={Math.max(200, insights.data.postsByIndustry.length * 36)}
                  data={insights.data.postsByIndustry}
                  dataKey="industry"
                  orientation="vertical"
                  type="stacked"
                  yAxisProps={{ width: 140 }}
                  series={[
                    { name: 'jobs', label: 'Jobs', color: 'blue.7' },
                    { name: 'internships', label: 'Internships', color: 'grape.7' },
                  ]}
                  withLegend
                />
              )
            }
          />
          <ChartCard
            title="Access requests"
            description="Everyone who asked to join, how many were approved, and how many then signed in."
            rows={[
              { step: 'Requested', count: insights.data.accessFunnel.requested },
              { step: 'Approved', count: insights.data.accessFunnel.approved },
              { step: 'Signed in', count: insights.data.accessFunnel.firstSignIn },
            ]}
            columns={[
              { label: 'Step', value: (row) => row.step },
              { label: 'People', value: (row) => row.count },
            ]}
            chart={
              <FunnelChart
                h={240}
                withLabels
                labelsPosition="right"
                data={[
                  { name: 'Requested', value: insights.data.accessFunnel.requested, color: 'teal.3' },
                  { name: 'Approved', value: insights.data.accessFunnel.approved, color: 'teal.6' },
                  { name: 'Signed in', value: insights.data.accessFunnel.firstSignIn, color: 'teal.9' },
                ]}
              />
            }
          />
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
