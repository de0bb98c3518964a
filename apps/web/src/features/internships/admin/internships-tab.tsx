import type { PostStatus } from '@hub/contract/enums';
import type { AdminInternship } from '@hub/contract/internships/internship.schema';
import {
  ActionIcon,
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
import {
  ADMIN_INTERNSHIPS_PAGE_SIZE,
  useAdminInternships,
  useCreateInternship,
} from '../api/admin-internships.ts';
import {
  InternshipFormFields,
  showServerErrors,
  toInternshipInput,
  useInternshipForm,
} from '../components/internship-form-fields.tsx';
import { EditInternshipDialog } from './edit-internship-dialog.tsx';
import { ReviewInternshipDialog } from './review-internship-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { canEdit, useInternshipActions } from './use-internship-actions.ts';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** Created by an administrator: approved and published at once. */
function CreateInternshipForm() {
  const form = useInternshipForm();
  const create = useCreateInternship();
  const send = form.onSubmit((values) =>
    create.mutate(toInternshipInput(values), {
      onSuccess: () => {
        showToast({ title: 'Success', message: 'Internship created successfully!' });
        form.reset();
      },
      onError: (error) => {
        showServerErrors(form, error);
        showToast({
          title: 'Error',
          message: error.message
            ? `Failed to create internship. ${error.message}`
            : 'Failed to create internship',
          isDestructive: true,
        });
      },
    }),
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={send} noValidate aria-label="Create internship">
        <Stack gap="lg">
          <div>
            <Title order={3} fz="lg">
              Create Internship
            </Title>
            <Text size="sm" c="dimmed">
              Internships created here are approved and listed for residents at once.
            </Text>
          </div>
          <InternshipFormFields form={form} />
          <Group justify="flex-end">
            <BusyButton
              type="submit"
              isBusy={create.isPending}
              busyLabel="Creating..."
              leftSection={<IconPlus size={16} />}
            >
              Create Internship
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function InternshipRow({
  internship,
  onView,
  onEdit,
}: {
  internship: AdminInternship;
  onView: () => void;
  onEdit: () => void;
}) {
  const actions = useInternshipActions();
  const name = internship.title;
  return (
    <Paper withBorder p="md" component="li" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            <StatusBadge status={internship.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {[internship.company, internship.department, internship.duration].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">{preview(internship.description)}</Text>
          <Text size="xs" c="dimmed">
            Posted {formatLocalDateTime(internship.createdAt)} by {internship.posterEmail}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon variant="subtle" aria-label={`View ${name}`} onClick={onView}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          {canEdit(internship) && (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {internship.status === 'pending' && (
            <>
              <Tooltip label="Approve">
                <ActionIcon
                  variant="light"
                  color="teal"
                  aria-label={`Approve ${name}`}
                  disabled={actions.isBusy}
                  onClick={() => actions.approve(internship)}
                >
                  <IconCheck size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Reject">
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={`Reject ${name}`}
                  disabled={actions.isBusy}
                  onClick={() => actions.reject(internship)}
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
              aria-label={`Delete ${name}`}
              disabled={actions.isBusy}
              onClick={() => actions.remove(internship)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Internships: a create form and the list of every internship, with review, edit, delete, approve and reject. */
export function InternshipsTab() {
  const [filter, setFilter] = useState('all');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<AdminInternship | null>(null);
  const [editing, setEditing] = useState<AdminInternship | null>(null);
  const status = filter === 'all' ? undefined : (filter as PostStatus);
  const list = useAdminInternships({ status, search: debouncedSearch, page });

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_INTERNSHIPS_PAGE_SIZE));
  const isFiltering = Boolean(status || debouncedSearch);

  useStepBackToLastPage(list, page, pages, setPage);

  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CreateInternshipForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <div>
              <Title order={2} fz="xl">
                All Internships ({total})
              </Title>
              <Text c="dimmed" size="sm">
                Submissions from residents wait here for approval; approved ones are listed on the Internships
                page.
              </Text>
            </div>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label="Search internships"
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
              <Text c="red">Could not load internships: {list.error.message}</Text>
            ) : list.data.items.length === 0 ? (
              <EmptyState
                title={isFiltering ? 'No matching internships' : 'No internships yet'}
                text={
                  isFiltering
                    ? 'Try another search or status.'
                    : 'Create one with the form, or wait for residents to submit theirs.'
                }
              />
            ) : (
              <ScrollArea.Autosize
                mah={840}
                type="auto"
                scrollbars="y"
                offsetScrollbars
                // Rows wrap to the list's width instead of scrolling sideways on phones.
                styles={{ content: { display: 'block', minWidth: 0 } }}
              >
                <Stack
                  component="ul"
                  gap="sm"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label="Internships"
                >
                  {list.data.items.map((internship) => (
                    <InternshipRow
                      key={internship.id}
                      internship={internship}
                      onView={() => setReviewing(internship)}
                      onEdit={() => setEditing(internship)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
            {pages > 1 && (
              <Pagination total={pages} value={page} onChange={setPage} aria-label="Internship pages" />
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <ReviewInternshipDialog
        internship={reviewing}
        onClose={() => setReviewing(null)}
        onEdit={(internship) => {
          setReviewing(null);
          setEditing(internship);
        }}
      />
      <EditInternshipDialog internship={editing} onClose={() => setEditing(null)} />
    </>
  );
}
