import { LIMITS } from '@hub/contract/limits';
import { confirmWithReason } from '../../../components/confirm.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { type Decision, type ModeratedPost, usePostMutations } from '../api/admin-posts.ts';
import type { ModeratedPostKind } from '../post-kind.ts';
import { useText } from './texts.ts';

/** Approve, reject and delete with their confirmation and toasts; shared by the list rows and the review dialog. */
export function useModerationActions<Post extends ModeratedPost, Values, Input>(
  kind: ModeratedPostKind<Post, Values, Input>,
) {
  const t = useText();
  const texts = kind.useTexts();
  const { decide, remove } = usePostMutations<Post, Input>(kind.kind);
  const values = { kind: kind.kind };

  const decideOn = (post: Post, status: Decision, onDone?: () => void, reason?: string) =>
    runWithFeedback({
      run: () => decide.mutateAsync({ id: post.id, status, reason }),
      success: t(
        status === 'approved' ? 'moderated-posts.admin.approved' : 'moderated-posts.admin.rejected',
        values,
      ),
      failure: t(
        status === 'approved' ? 'moderated-posts.admin.approveFailed' : 'moderated-posts.admin.rejectFailed',
        values,
      ),
      onDone,
    });

  const removeOne = async (post: Post, onDone?: () => void) => {
    const answer = await confirmWithReason({
      title: t('moderated-posts.admin.deleteTitle', values),
      message: texts.removeMessage(post),
      confirmLabel: t('moderated-posts.admin.delete'),
      reasonLabel: t('moderated-posts.admin.reasonLabel'),
      reasonDescription: t('moderated-posts.admin.reasonDescription'),
      maxLength: LIMITS.longText,
    });
    if (!answer) return;
    await runWithFeedback({
      run: () => remove.mutateAsync({ id: post.id, reason: answer.reason }),
      success: t('moderated-posts.admin.moved', values),
      failure: t('moderated-posts.admin.deleteFailed', values),
      onDone,
    });
  };

  return {
    approve: (post: Post, onDone?: () => void) => decideOn(post, 'approved', onDone),
    reject: (post: Post, onDone?: () => void, reason?: string) => decideOn(post, 'rejected', onDone, reason),
    remove: removeOne,
    isBusy: decide.isPending || remove.isPending,
  };
}
