import { LIMITS } from '@hub/contract/limits';
import { confirmWithReason } from '../../../components/confirm.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { type Decision, type ModeratedPost, usePostMutations } from '../api/admin-posts.ts';
import type { ModeratedPostKind } from '../post-kind.ts';

/** Approve, reject and delete with their confirmation and toasts; shared by the list rows and the review dialog. */
export function useModerationActions<Post extends ModeratedPost, Values, Input>(
  kind: ModeratedPostKind<Post, Values, Input>,
) {
  const { decide, remove } = usePostMutations<Post, Input>(kind.kind);

  const decideOn = (post: Post, status: Decision, onDone?: () => void, reason?: string) =>
    runWithFeedback({
      run: () => decide.mutateAsync({ id: post.id, status, reason }),
      success: `${kind.title} ${status} successfully!`,
      failure: `Failed to ${status === 'approved' ? 'approve' : 'reject'} ${kind.noun}`,
      onDone,
    });

  const removeOne = async (post: Post, onDone?: () => void) => {
    const answer = await confirmWithReason({
      title: `Delete ${kind.noun}`,
      message: kind.texts.removeMessage(post),
      confirmLabel: 'Delete',
      reasonLabel: 'Reason for removal',
      reasonDescription: 'Optional. Shown in Removed Items.',
      maxLength: LIMITS.longText,
    });
    if (!answer) return;
    await runWithFeedback({
      run: () => remove.mutateAsync({ id: post.id, reason: answer.reason }),
      success: `${kind.title} moved to Removed Items.`,
      failure: `Failed to delete ${kind.noun}`,
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
