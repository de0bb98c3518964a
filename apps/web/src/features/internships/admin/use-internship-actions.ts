import type { AdminInternship } from '@hub/contract/internships/internship.schema';
import { confirm } from '../../../components/confirm.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDecideInternship, useRemoveInternship } from '../api/admin-internships.ts';

const failed = (message: string, error: Error) =>
  showToast({
    title: 'Error',
    message: error.message ? `${message}. ${error.message}` : message,
    isDestructive: true,
  });

/** Approve, reject and delete with their confirmations and toasts; shared by the list rows and the review dialog. */
export function useInternshipActions() {
  const decide = useDecideInternship();
  const remove = useRemoveInternship();

  const decideOn = (internship: AdminInternship, status: 'approved' | 'rejected', onDone?: () => void) =>
    decide.mutate(
      { id: internship.id, status },
      {
        onSuccess: () => {
          showToast({ title: 'Success', message: `Internship ${status} successfully!` });
          onDone?.();
        },
        onError: (error) =>
          failed(
            status === 'approved' ? 'Failed to approve internship' : 'Failed to reject internship',
            error,
          ),
      },
    );

  const removeOne = async (internship: AdminInternship, onDone?: () => void) => {
    const isConfirmed = await confirm({
      title: 'Delete internship',
      message: `Are you sure you want to delete "${internship.title}"? It moves to Removed Items, where it can be restored.`,
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(internship.id, {
      onSuccess: () => {
        showToast({ title: 'Success', message: 'Internship moved to Removed Items.' });
        onDone?.();
      },
      onError: (error) => failed('Failed to delete internship', error),
    });
  };

  return {
    approve: (internship: AdminInternship, onDone?: () => void) => decideOn(internship, 'approved', onDone),
    reject: (internship: AdminInternship, onDone?: () => void) => decideOn(internship, 'rejected', onDone),
    remove: removeOne,
    isBusy: decide.isPending || remove.isPending,
  };
}

export const canEdit = (internship: AdminInternship) =>
  internship.status === 'approved' || internship.status === 'pending';
