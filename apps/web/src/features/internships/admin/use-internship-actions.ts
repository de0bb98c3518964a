import type { AdminInternship } from '@hub/contract/internships/internship.schema';
import { LIMITS } from '@hub/contract/limits';
import { confirmWithReason } from '../../../components/confirm.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDecideInternship, useRemoveInternship } from '../api/admin-internships.ts';

const failed = (message: string, error: unknown) =>
  showToast({
    title: 'Error',
    message: error instanceof Error && error.message ? `${message}. ${error.message}` : message,
    isDestructive: true,
  });

/**
 * Approve, reject and delete with their confirmations and toasts; shared by the list rows and the review dialog.
 * The toasts hang on the promise, not on per-call callbacks: a row whose internship leaves the list after the
 * change is unmounted before those callbacks would run.
 */
export function useInternshipActions() {
  const decide = useDecideInternship();
  const remove = useRemoveInternship();

  const decideOn = async (
    internship: AdminInternship,
    status: 'approved' | 'rejected',
    onDone?: () => void,
    reason?: string,
  ) => {
    try {
      await decide.mutateAsync({ id: internship.id, status, reason });
      showToast({ title: 'Success', message: `Internship ${status} successfully!` });
      onDone?.();
    } catch (error) {
      failed(status === 'approved' ? 'Failed to approve internship' : 'Failed to reject internship', error);
    }
  };

  const removeOne = async (internship: AdminInternship, onDone?: () => void) => {
    const answer = await confirmWithReason({
      title: 'Delete internship',
      message: `Are you sure you want to delete "${internship.title}"? It moves to Removed Items, where it can be restored.`,
      confirmLabel: 'Delete',
      reasonLabel: 'Reason for removal',
      reasonDescription: 'Optional. Shown in Removed Items.',
      maxLength: LIMITS.longText,
    });
    if (!answer) return;
    try {
      await remove.mutateAsync({ id: internship.id, reason: answer.reason });
      showToast({ title: 'Success', message: 'Internship moved to Removed Items.' });
      onDone?.();
    } catch (error) {
      failed('Failed to delete internship', error);
    }
  };

  return {
    approve: (internship: AdminInternship, onDone?: () => void) => decideOn(internship, 'approved', onDone),
    reject: (internship: AdminInternship, onDone?: () => void, reason?: string) =>
      decideOn(internship, 'rejected', onDone, reason),
    remove: removeOne,
    isBusy: decide.isPending || remove.isPending,
  };
}

export const canEdit = (internship: AdminInternship) =>
  internship.status === 'approved' || internship.status === 'pending';
