import { Alert, Badge, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowBackUp, IconInfoCircle, IconTrashX } from '@tabler/icons-react';
import { PagedList } from '../../../components/paged-list.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { confirmThenRun } from '../../../components/confirm.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import {
  REMOVED_POSTS_PAGE_SIZE,
  type RemovedPost,
  usePostMutations,
  useRemovedPosts,
} from '../api/admin-posts.ts';
import type { PostKind } from '../api/post-keys.ts';
import { ListHeading } from '../../../components/list-heading.tsx';
import { totalLabel } from '../../../lib/list-total.ts';

/** Each kind's noun, and its restore failure as the spec words it. */
const REMOVED_TEXTS: Record<PostKind, { noun: string; restoreFailed: string }> = {
  jobs: { noun: 'job', restoreFailed: 'Failed to restore job' },
  internships: { noun: 'internship', restoreFailed: 'Failed to restore internship' },
};

function RemovedPostCard({ kind, post }: { kind: PostKind; post: RemovedPost }) {
  const { restore, deletePermanently } = usePostMutations(kind);
  const { noun, restoreFailed } = REMOVED_TEXTS[kind];

  const restorePost = () =>
    runWithFeedback({
      run: () => restore.mutateAsync(post.id),
      success: `The ${noun} was restored to the active list.`,
      failure: restoreFailed,
    });

  const deletePost = () =>
    confirmThenRun(
      {
        title: 'Delete permanently',
        message:
          'Are you sure you want to permanently delete this job or internship? This action cannot be undone.',
        note: `Its applications and their CVs are deleted with the ${noun}.`,
        confirmLabel: 'Delete permanently',
      },
      {
        run: () => deletePermanently.mutateAsync(post.id),
        success: { title: 'Deleted', message: `The ${noun} was permanently deleted.` },
        failure: `Failed to delete ${noun}`,
      },
    );

  return (
    <Card padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="xs">
            <Text fw={600}>{post.title}</Text>
            <Badge size="sm" variant="light" color="gray">
              {post.status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {post.company}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            Removed {formatLocalDateTime(post.removedAt)}
            {post.removedBy ? ` by ${post.removedBy}` : ''}
          </Text>
          {post.removalReason && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              Reason: {post.removalReason}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} />}
            aria-label={`Restore ${post.title}`}
            onClick={() => void restorePost()}
          >
            Restore
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrashX size={14} />}
            aria-label={`Delete ${post.title} permanently`}
            onClick={() => void deletePost()}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function RemovedPostsList({ kind }: { kind: PostKind }) {
  const paging = usePagedList({ pageSize: REMOVED_POSTS_PAGE_SIZE });
  const list = useRemovedPosts(kind, paging.page);
  return (
    <Stack gap="sm">
      <PagedList
        query={list}
        paging={paging}
        what={`removed ${kind}`}
        pagesLabel={`Removed ${kind} pages`}
        skeleton={<TableSkeleton rows={3} />}
        empty={{ title: `No removed ${kind}`, text: `Deleted ${kind} appear here.` }}
      >
        {(posts) => posts.map((post) => <RemovedPostCard key={post.id} kind={kind} post={post} />)}
      </PagedList>
    </Stack>
  );
}

/** Removed Items: deleted jobs and internships wait here to be restored or deleted for good. */
export function RemovedItemsTab() {
  const jobs = useRemovedPosts('jobs', 1);
  const internships = useRemovedPosts('internships', 1);
  return (
    <Stack gap="lg">
      <ListHeading title="Removed Items" description="The archive of deleted jobs and internships." />
      <Alert variant="light" icon={<IconInfoCircle />} title="How removal works">
        Deleting a job or internship from the Jobs or Internships tab moves it here, with who removed it, when
        and why. While it is here its applications are kept and stay in the Applications tab. Restore puts it
        back exactly as it was; Delete removes it for good, together with its applications and their CVs.
      </Alert>
      <Tabs defaultValue="jobs" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="jobs">Removed Jobs ({totalLabel(jobs.data)})</Tabs.Tab>
          <Tabs.Tab value="internships">Removed Internships ({totalLabel(internships.data)})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="jobs" pt="md">
          <RemovedPostsList kind="jobs" />
        </Tabs.Panel>
        <Tabs.Panel value="internships" pt="md">
          <RemovedPostsList kind="internships" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
