import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { showToast } from '../../../lib/toast.ts';
import { type PostKind, useIsSaved, useSetSaved } from '../api/saved-posts.ts';

type Props = {
  kind: PostKind;
  postId: string;
  title: string;
  /** An icon on a card; a labelled button in the details view. */
  isCompact?: boolean;
};

/** Saves a job or internship for later (My Activity lists them), or takes it off that list. */
export function SavePostButton({ kind, postId, title, isCompact = false }: Props) {
  const isSaved = useIsSaved(kind, postId);
  const setSaved = useSetSaved();
  const toggle = () =>
    setSaved.mutate(
      { kind, postId, isSaved: !isSaved },
      {
        onSuccess: () =>
          showToast({
            title: isSaved ? 'Removed from saved' : 'Saved',
            message: isSaved ? `${title} is no longer saved.` : `${title} is in My Activity, under Saved.`,
          }),
        onError: (error) =>
          showToast({ title: 'Could not save', message: error.message, isDestructive: true }),
      },
    );
  const Icon = isSaved ? IconBookmarkFilled : IconBookmark;
  if (isCompact) {
    return (
      <Tooltip label={isSaved ? 'Saved' : 'Save'}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={`Save ${title}`}
          aria-pressed={isSaved}
          loading={setSaved.isPending}
          onClick={toggle}
        >
          <Icon size={20} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<Icon size={18} aria-hidden />}
      aria-pressed={isSaved}
      loading={setSaved.isPending}
      onClick={toggle}
    >
      {isSaved ? 'Saved' : 'Save'}
    </Button>
  );
}
