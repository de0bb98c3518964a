import type { PostStatus } from '@hub/contract/enums';
import type { AdminJob } from '@hub/contract/jobs/job.schema';
import {
  ActionIcon,
  Badge,
  Grid,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconEdit, IconEye, IconPlus, IconSearch, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { preview } from '../../../lib/text.ts';
import { showToast } from '../../../lib/toast.ts';
import { useStepBackToLastPage } from '../../../lib/use-last-page.ts';
import { ADMIN_JOBS_PAGE_SIZE, useAdminJobs, useCreateJob } from '../api/admin-jobs.ts';
import {
  JobFormFields,
  showServerFieldErrors,
  toAdminJobPayload,
  useJobForm,
} from '../components/job-form-fields.tsx';
import { EditJobDialog } from './edit-job-dialog.tsx';
import { ReviewJobDialog, STATUS_COLORS } from './review-job-dialog.tsx';
import { useJobActions } from './use-job-actions.ts';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** Jobs created here are approved and published at once. */
function CreateJobForm() {
  const create = useCreateJob();
  const form = useJobForm('admin');
  const submit = form.onSubmit((values) => {
    create.mutate(toAdminJobPayload(values), {
      onSuccess: () => {
        showToast({ title: 'Success', message: 'Job created successfully!' });
        form.reset();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        showToast({ title: 'Error', message: `Failed to create job. ${error.message}`, isDestructive: true });
      },
    });
  });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label="Create Job">
        <Stack gap="md">
          <div>
            <Title order={3} fz="lg">
              Create Job
            </Title>
            <Text c="dimmed" size="sm">
              Published at once, with your e-mail as the poster.
            </Text>
          </div>
          <JobFormFields form={form} mode="admin" />
          <Group justify="flex-end">
            <BusyButton
              type="submit"
              isBusy={create.isPending}
              busyLabel="Creating..."
              leftSection={<IconPlus size={16} />}
            >
              Create Job
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function JobRow({
  job,
  onReview,
  onEdit,
}: {
  job: AdminJob;
  onReview: (job: AdminJob) => void;
  onEdit: (job: AdminJob) => void;
}) {
  const actions = useJobActions();
  const isEditable = job.status === 'approved' || job.status === 'pending';
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={job.title}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {job.title}
            </Text>
            <Badge variant="light" color={STATUS_COLORS[job.status]} style={{ flexShrink: 0 }}>
              {job.status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {[job.company, job.location, job.jobType].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {preview(job.description)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {formatLocalDateTime(job.createdAt)} · {job.posterEmail}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Review">
            <ActionIcon variant="subtle" aria-label={`Review ${job.title}`} onClick={() => onReview(job)}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          {isEditable && (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${job.title}`} onClick={() => onEdit(job)}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {job.status === 'pending' && (
            <>
              <Tooltip label="Approve">
                <ActionIcon
                  variant="light"
                  color="teal"
                  aria-label={`Approve ${job.title}`}
                  disabled={actions.isBusy}
                  onClick={() => actions.approve(job)}
                >
                  <IconCheck size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Reject">
                <ActionIcon
                  variant="light"
                  color="orange"
                  aria-label={`Reject ${job.title}`}
                  disabled={actions.isBusy}
                  onClick={() => actions.reject(job)}
                >
                  <IconX size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${job.title}`}
              disabled={actions.isBusy}
              onClick={() => actions.remove(job)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Jobs: a create form and the list of every job, with review, edit, delete, approve and reject. */
export function JobsTab() {
  const [filter, setFilter] = useState('all');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<AdminJob | null>(null);
  const [editing, setEditing] = useState<AdminJob | null>(null);
  const status = filter === 'all' ? undefined : (filter as PostStatus);
  const list = useAdminJobs(status, debouncedSearch, page);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_JOBS_PAGE_SIZE));
  const isFiltering = Boolean(debouncedSearch) || status !== undefined;

  useStepBackToLastPage(list, page, pages, setPage);

  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CreateJobForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <div>
              <Title order={2} fz="xl">
                All Jobs ({total})
              </Title>
              <Text c="dimmed" size="sm">
                Jobs residents posted wait here as pending until you approve or reject them.
              </Text>
            </div>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                label="Search jobs"
                placeholder="Title, company or description"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                style={{ flex: '1 1 200px' }}
              />
              <SegmentedControl
                data={FILTERS}
                value={filter}
                onChange={(value) => {
                  setFilter(value);
                  setPage(1);
                }}
                aria-label="Filter by status"
              />
            </Group>
            {list.isPending ? (
              <TableSkeleton />
            ) : list.isError ? (
              <Text c="red">Could not load jobs: {list.error.message}</Text>
            ) : list.data.items.length === 0 ? (
              <EmptyState
                title={isFiltering ? 'No matching jobs' : 'No jobs yet'}
                text={
                  isFiltering
                    ? 'Try another search or status.'
                    : 'Create one with the form, or wait for residents to post.'
                }
              />
            ) : (
              <ScrollArea.Autosize
                mah={840}
                type="auto"
                scrollbars="y"
                offsetScrollbars
                // Rows wrap and truncate to the list's width instead of scrolling sideways on phones.
                styles={{ content: { display: 'block', minWidth: 0 } }}
              >
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Jobs">
                  {list.data.items.map((job) => (
                    <JobRow key={job.id} job={job} onReview={setReviewing} onEdit={setEditing} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Job pages" />}
          </Stack>
        </Grid.Col>
      </Grid>
      <ReviewJobDialog job={reviewing} onClose={() => setReviewing(null)} />
      <EditJobDialog job={editing} onClose={() => setEditing(null)} />
    </>
  );
}
