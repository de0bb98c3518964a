import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@hub/contract/enums';
import {
  Badge,
  Button,
  Group,
  Pagination,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconFileDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { toQuery } from '../../../lib/api-client.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { downloadFile } from '../../../lib/download.ts';
import { showToast } from '../../../lib/toast.ts';
import { useStepBackToLastPage } from '../../../lib/use-last-page.ts';
import {
  APPLICATIONS_PAGE_SIZE,
  useApplications,
  useSetApplicationStatus,
} from '../api/admin-applications.ts';

const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({
  value,
  label: APPLICATION_STATUS_LABELS[value],
}));
const FILTER_OPTIONS = [{ value: 'all', label: 'All Status' }, ...STATUS_OPTIONS];

/** Applications: search by name or e-mail, filter by status, set any status, open the CV. */
export function ApplicationsTab() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const status = filter === 'all' ? undefined : (filter as ApplicationStatus);
  const list = useApplications(debouncedSearch, status, page);
  const setStatus = useSetApplicationStatus();

  const openCv = (id: string) =>
    downloadFile(`/admin/applications/${id}/cv`).catch((error: Error) =>
      showToast({ title: 'Error', message: error.message, isDestructive: true }),
    );

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE));

  useStepBackToLastPage(list, page, pages, setPage);

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          Applications ({total})
        </Title>
        <Text c="dimmed" size="sm">
          Applications to jobs and internships, newest first. CVs are visible to administrators only.
        </Text>
      </div>
      <Group align="flex-end" grow wrap="wrap">
        <TextInput
          label="Search applications"
          placeholder="Search by name or email"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Status"
          data={FILTER_OPTIONS}
          value={filter}
          allowDeselect={false}
          onChange={(value) => {
            setFilter(value ?? 'all');
            setPage(1);
          }}
        />
      </Group>
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconDownload size={16} />}
        onClick={() =>
          downloadFile(`/admin/applications/export${toQuery({ search: debouncedSearch, status })}`).catch(
            (error: Error) => showToast({ title: 'Error', message: error.message, isDestructive: true }),
          )
        }
      >
        Export CSV
      </Button>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <Text c="red">Could not load applications: {list.error.message}</Text>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title="No applications found"
          text={
            debouncedSearch || status
              ? 'Try another search or status.'
              : 'Applications from residents appear here.'
          }
        />
      ) : (
        <ScrollArea.Autosize mah={700} type="auto">
          <Table.ScrollContainer minWidth={820}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Applicant</Table.Th>
                  <Table.Th>Applied for</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                  <Table.Th w={180}>Status</Table.Th>
                  <Table.Th ta="right">CV</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((application) => (
                  <Table.Tr key={application.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {application.applicantName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {application.applicantEmail} · {application.applicantPhone}
                      </Text>
                      {application.coverLetter && (
                        <Tooltip label={application.coverLetter} multiline w={360}>
                          <Text size="xs" c="dimmed" lineClamp={1} maw={280}>
                            “{application.coverLetter}”
                          </Text>
                        </Tooltip>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Badge
                          size="xs"
                          variant="light"
                          color={application.target.kind === 'job' ? 'blue' : 'grape'}
                        >
                          {application.target.kind === 'job' ? 'Job' : 'Internship'}
                        </Badge>
                        <Text size="sm" fw={500}>
                          {application.target.title}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {application.target.company}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatLocalDateTime(application.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Status of ${application.applicantName}'s application`}
                        data={STATUS_OPTIONS}
                        value={application.status}
                        allowDeselect={false}
                        size="xs"
                        onChange={(value) => {
                          if (!value || value === application.status) return;
                          setStatus.mutate(
                            { id: application.id, status: value as ApplicationStatus },
                            {
                              onSuccess: () =>
                                showToast({
                                  title: 'Success',
                                  message: `Application status updated to ${APPLICATION_STATUS_LABELS[value as ApplicationStatus]}.`,
                                }),
                              onError: (error) =>
                                showToast({
                                  title: 'Error',
                                  message: `Failed to update application status. ${error.message}`,
                                  isDestructive: true,
                                }),
                            },
                          );
                        }}
                      />
                    </Table.Td>
                    <Table.Td ta="right">
                      {application.cvFileName ? (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconFileDownload size={14} />}
                          aria-label={`Open CV of ${application.applicantName}`}
                          onClick={() => openCv(application.id)}
                        >
                          Open CV
                        </Button>
                      ) : (
                        <Text size="xs" c="dimmed">
                          No CV
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ScrollArea.Autosize>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Application pages" />
      )}
    </Stack>
  );
}
