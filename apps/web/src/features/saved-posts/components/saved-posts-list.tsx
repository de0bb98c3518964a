import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { postDetailsPath } from '../../../lib/post-paths.ts';
import { useSavedPosts } from '../api/saved-posts.ts';
import { SavePostButton } from './save-post-button.tsx';
import { useText } from '../texts.ts';

/** My Activity's Saved section: the jobs and internships the member saved, each linking to its full text. */
export function SavedPostsList() {
  const t = useText();
  const saved = useSavedPosts();
  if (saved.isPending) return <Skeleton h={60} />;
  if (saved.isError) return <LoadFailedAlert title={t('saved-posts.loadFailed')} query={saved} />;
  if (saved.data.items.length === 0)
    return <EmptyState title={t('saved-posts.emptyTitle')} text={t('saved-posts.emptyText')} />;
  return (
    <Stack gap="sm">
      {saved.data.items.map((item) => (
        <Group key={`${item.kind}-${item.postId}`} justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Badge size="xs" variant="light" color={item.kind === 'job' ? 'blue' : 'grape'}>
                {item.kind === 'job' ? t('saved-posts.job') : t('saved-posts.internship')}
              </Badge>
              {item.isOpen ? (
                <Anchor component={Link} to={postDetailsPath(item.kind, item.postId)} fw={600} size="sm">
                  {item.title}
                </Anchor>
              ) : (
                <Text fw={600} size="sm">
                  {item.title}
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {item.isOpen
                ? t('saved-posts.savedOn', { company: item.company, date: formatLongDate(item.savedAt) })
                : t('saved-posts.noLongerOpen', { company: item.company })}
            </Text>
          </div>
          <SavePostButton kind={item.kind} postId={item.postId} title={item.title} isCompact />
        </Group>
      ))}
    </Stack>
  );
}
