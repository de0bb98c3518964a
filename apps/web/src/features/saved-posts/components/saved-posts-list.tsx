import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { postDetailsPath } from '../../../lib/post-paths.ts';
import { useSavedPosts } from '../api/saved-posts.ts';
import { SavePostButton } from './save-post-button.tsx';

/** My Activity's Saved section: the jobs and internships the member saved, each linking to its full text. */
export function SavedPostsList() {
  const saved = useSavedPosts();
  if (saved.isPending) return <Skeleton h={60} />;
  if (saved.isError) return <LoadFailedAlert title="Could not load your saved posts" query={saved} />;
  if (saved.data.items.length === 0)
    return (
      <EmptyState
        title="Nothing saved yet"
        text="Save a job or internship from its card or its details to find it here."
      />
    );
  return (
    <Stack gap="sm">
      {saved.data.items.map((item) => (
        <Group key={`${item.kind}-${item.postId}`} justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Badge size="xs" variant="light" color={item.kind === 'job' ? 'blue' : 'grape'}>
                {item.kind === 'job' ? 'Job' : 'Internship'}
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
              {item.company}
              {item.isOpen ? ` · saved ${formatLongDate(item.savedAt)}` : ' · no longer open'}
            </Text>
          </div>
          <SavePostButton kind={item.kind} postId={item.postId} title={item.title} isCompact />
        </Group>
      ))}
    </Stack>
  );
}
