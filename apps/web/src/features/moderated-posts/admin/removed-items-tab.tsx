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
import direction from '../../../i18n/direction.module.css';
import { useText as useShellText } from '../../../i18n/language-provider.tsx';
import { useText } from './texts.ts';

function RemovedPostCard({ kind, post }: { kind: PostKind; post: RemovedPost }) {
  const t = useText();
  const shellText = useShellText();
  const { restore, deletePermanently } = usePostMutations(kind);
  const values = { kind };

  const restorePost = () =>
    runWithFeedback({
      run: () => restore.mutateAsync(post.id),
      success: t('moderated-posts.admin.restored', values),
      failure: t('moderated-posts.admin.restoreFailed', values),
    });

  const deletePost = () =>
    confirmThenRun(
      {
        title: t('moderated-posts.admin.deleteForGood'),
        message: t('moderated-posts.admin.deleteForGoodMessage'),
        note: t('moderated-posts.admin.deleteForGoodNote', values),
        confirmLabel: t('moderated-posts.admin.deleteForGood'),
      },
      {
        run: () => deletePermanently.mutateAsync(post.id),
        success: {
          title: t('moderated-posts.admin.deletedTitle'),
          message: t('moderated-posts.admin.deletedMessage', values),
        },
        failure: t('moderated-posts.admin.deleteFailed', values),
      },
    );

  return (
    <Card padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="xs">
            <Text fw={600} dir="auto">
              {post.title}
            </Text>
            <Badge size="sm" variant="light" color="gray">
              {shellText(`status.${post.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" dir="auto">
            {post.company}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {post.removedBy
              ? t('moderated-posts.admin.removedAtBy', {
                  date: formatLocalDateTime(post.removedAt),
                  name: post.removedBy,
                })
              : t('moderated-posts.admin.removedAt', { date: formatLocalDateTime(post.removedAt) })}
          </Text>
          {post.removalReason && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {t('moderated-posts.admin.reason', { reason: post.removalReason })}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} className={direction.pointing} />}
            aria-label={t('moderated-posts.admin.restoreLabel', { title: post.title })}
            onClick={() => void restorePost()}
          >
            {t('moderated-posts.admin.restore')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrashX size={14} />}
            aria-label={t('moderated-posts.admin.deleteForGoodLabel', { title: post.title })}
            onClick={() => void deletePost()}
          >
            {t('moderated-posts.admin.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function RemovedPostsList({ kind }: { kind: PostKind }) {
  const t = useText();
  const paging = usePagedList({ pageSize: REMOVED_POSTS_PAGE_SIZE });
  const list = useRemovedPosts(kind, paging.page);
  const values = { kind };
  return (
    <Stack gap="sm">
      <PagedList
        query={list}
        paging={paging}
        what={t('moderated-posts.admin.removedWhat', values)}
        pagesLabel={t('moderated-posts.admin.removedPages', values)}
        skeleton={<TableSkeleton rows={3} />}
        empty={{
          title: t('moderated-posts.admin.removedEmptyTitle', values),
          text: t('moderated-posts.admin.removedEmptyText', values),
        }}
      >
        {(posts) => posts.map((post) => <RemovedPostCard key={post.id} kind={kind} post={post} />)}
      </PagedList>
    </Stack>
  );
}

/** Removed Items: deleted jobs and internships wait here to be restored or deleted for good. */
export function RemovedItemsTab() {
  const t = useText();
  const jobs = useRemovedPosts('jobs', 1);
  const internships = useRemovedPosts('internships', 1);
  return (
    <Stack gap="lg">
      <ListHeading
        title={t('moderated-posts.admin.removedItems')}
        description={t('moderated-posts.admin.archiveDescription')}
      />
      <Alert variant="light" icon={<IconInfoCircle />} title={t('moderated-posts.admin.howTitle')}>
        {t('moderated-posts.admin.howText')}
      </Alert>
      <Tabs defaultValue="jobs" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="jobs">
            {t('moderated-posts.admin.removedJobs', { total: totalLabel(jobs.data) })}
          </Tabs.Tab>
          <Tabs.Tab value="internships">
            {t('moderated-posts.admin.removedInternships', { total: totalLabel(internships.data) })}
          </Tabs.Tab>
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
