import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { showToast } from '../../../lib/toast.ts';
import { type PostKind, useIsSaved, useSetSaved } from '../api/saved-posts.ts';
import { useText } from '../texts.ts';

type Props = {
  kind: PostKind;
  postId: string;
  title: string;
  /** An icon on a card; a labelled button in the details view. */
  isCompact?: boolean;
};

/** Saves a job or internship for later (My Activity lists them), or takes it off that list. */
export function SavePostButton({ kind, postId, title, isCompact = false }: Props) {
  const t = useText();
  const isSaved = useIsSaved(kind, postId);
  const setSaved = useSetSaved();
  const toggle = () =>
    setSaved.mutate(
      { kind, postId, isSaved: !isSaved },
      {
        onSuccess: () =>
          showToast({
            title: isSaved ? t('saved-posts.removedTitle') : t('saved-posts.savedTitle'),
            message: isSaved
              ? t('saved-posts.removedMessage', { title })
              : t('saved-posts.savedMessage', { title }),
          }),
        onError: (error) =>
          showToast({ title: t('saved-posts.saveFailed'), message: error.message, isDestructive: true }),
      },
    );
  const Icon = isSaved ? IconBookmarkFilled : IconBookmark;
  if (isCompact) {
    return (
      <Tooltip label={isSaved ? t('saved-posts.saved') : t('saved-posts.save')}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('saved-posts.saveNamed', { title })}
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
      {isSaved ? t('saved-posts.saved') : t('saved-posts.save')}
    </Button>
  );
}
