import { Alert, Badge, Button, Card, Group, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconInfoCircle, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { showToast } from '../../../lib/toast.ts';
import { useStepBackToLastPage } from '../../../lib/use-last-page.ts';
import {
  REMOVED_PAGE_SIZE,
  type RemovedKind,
  useDeletePermanently,
  useRemovedItems,
  useRestoreItem,
} from '../api/removed-items.ts';

const TEXTS: Record<RemovedKind, { noun: string; restoreFailed: string; deleteFailed: string }> = {
  jobs: { noun: 'job', restoreFailed: 'Failed to restore job', deleteFailed: 'Failed to delete job' },
  internships: {
    noun: 'internship',
    restoreFailed: 'Failed to restore internship',
    deleteFailed: 'Failed to delete internship',
  },
};

function RemovedList({ kind }: { kind: RemovedKind }) {
  const [page, setPage] = useState(1);
  const list = useRemovedItems(kind, page);
  const restore = useRestoreItem(kind);
  const deletePermanently = useDeletePermanently(kind);
  const { noun, restoreFailed, deleteFailed } = TEXTS[kind];
  const total = list.data?.total;
  const pages = Math.max(1, Math.ceil((total ?? 0) / REMOVED_PAGE_SIZE));

  useStepBackToLastPage(list, page, pages, setPage);

  const restoreItem = (id: string) =>
    restore.mutate(id, {
      onSuccess: () =>
        showToast({ title: 'Success', message: `The ${noun} was restored to the active list.` }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `${restoreFailed}. ${error.message}`,
          isDestructive: true,
        }),
    });

  const deleteItem = async (id: string) => {
    const isConfirmed = await confirm({
      title: 'Delete permanently',
      message:
        'Are you sure you want to permanently delete this job or internship? This action cannot be undone.',
      note: `Its applications and their CVs are deleted with the ${noun}.`,
      confirmLabel: 'Delete permanently',
    });
    if (!isConfirmed) return;
    deletePermanently.mutate(id, {
      onSuccess: () => showToast({ title: 'Deleted', message: `The ${noun} was permanently deleted.` }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `${deleteFailed}. ${error.message}`,
          isDestructive: true,
        }),
    });
  };

  if (list.isPending) return <TableSkeleton rows={3} />;
  if (list.isError)
    return (
      <Text c="red">
        Could not load removed {kind}: {list.error.message}
      </Text>
    );
  if (list.data.items.length === 0)
    return <EmptyState title={`No removed ${kind}`} text={`Deleted ${kind} appear here.`} />;
  return (
    <Stack gap="sm">
      {list.data.items.map((item) => (
        <Card key={item.id} padding="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <div>
              <Group gap="xs">
                <Text fw={600}>{item.title}</Text>
                <Badge size="sm" variant="light" color="gray">
                  {item.status}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {item.company}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                Removed {formatLocalDateTime(item.removedAt)}
                {item.removedBy ? ` by ${item.removedBy}` : ''}
              </Text>
              {item.removalReason && (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  Reason: {item.removalReason}
                </Text>
              )}
            </div>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconArrowBackUp size={14} />}
                aria-label={`Restore ${item.title}`}
                onClick={() => restoreItem(item.id)}
              >
                Restore
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrashX size={14} />}
                aria-label={`Delete ${item.title} permanently`}
                onClick={() => deleteItem(item.id)}
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label={`Removed ${kind} pages`} />
      )}
    </Stack>
  );
}

/** Removed Items: deleted jobs and internships wait here to be restored or deleted for good. */
export function RemovedItemsTab() {
  const jobs = useRemovedItems('jobs', 1);
  const internships = useRemovedItems('internships', 1);
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          Removed Items
        </Title>
        <Text c="dimmed" size="sm">
          The archive of deleted jobs and internships.
        </Text>
      </div>
      <Alert variant="light" icon={<IconInfoCircle />} title="How removal works">
        Deleting a job or internship from the Jobs or Internships tab moves it here, with who removed it, when
        and why. While it is here its applications are kept and stay in the Applications tab. Restore puts it
        back exactly as it was; Delete removes it for good, together with its applications and their CVs.
      </Alert>
      <Tabs defaultValue="jobs" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="jobs">Removed Jobs ({jobs.data?.total ?? 0})</Tabs.Tab>
          <Tabs.Tab value="internships">Removed Internships ({internships.data?.total ?? 0})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="jobs" pt="md">
          <RemovedList kind="jobs" />
        </Tabs.Panel>
        <Tabs.Panel value="internships" pt="md">
          <RemovedList kind="internships" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
