import type { AdminJob } from '@hub/contract/jobs/job.schema';
import { LIMITS } from '@hub/contract/limits';
import { confirmWithReason } from '../../../components/confirm.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDecideJob, useRemoveJob } from '../api/admin-jobs.ts';

/** Approve, reject and delete with their confirmations and toasts; shared by the list rows and the review dialog. */
export function useJobActions() {
  const decide = useDecideJob();
  const remove = useRemoveJob();

  // mutateAsync, not mutate's per-call callbacks: those never run once the row that asked has left the list.
  const decideOn = async (
    job: AdminJob,
    status: 'approved' | 'rejected',
    onDone?: () => void,
    reason?: string,
  ) => {
    const failure = status === 'approved' ? 'Failed to approve job' : 'Failed to reject job';
    try {
      await decide.mutateAsync({ id: job.id, status, reason });
      showToast({ title: 'Success', message: `Job ${status} successfully!` });
      onDone?.();
    } catch (error) {
      showToast({ title: 'Error', message: `${failure}. ${(error as Error).message}`, isDestructive: true });
    }
  };

  const removeJob = async (job: AdminJob, onDone?: () => void) => {
    const answer = await confirmWithReason({
      title: 'Delete job',
      message: 'Delete this job? It moves to Removed Items.',
      confirmLabel: 'Delete',
      reasonLabel: 'Reason for removal',
      reasonDescription: 'Optional. Shown in Removed Items.',
      maxLength: LIMITS.longText,
    });
    if (!answer) return;
    try {
      await remove.mutateAsync({ id: job.id, reason: answer.reason });
      showToast({ title: 'Success', message: 'Job moved to Removed Items.' });
      onDone?.();
    } catch (error) {
      showToast({
        title: 'Error',
        message: `Failed to delete job. ${(error as Error).message}`,
        isDestructive: true,
      });
    }
  };

  return {
    approve: (job: AdminJob, onDone?: () => void) => decideOn(job, 'approved', onDone),
    reject: (job: AdminJob, onDone?: () => void, reason?: string) =>
      decideOn(job, 'rejected', onDone, reason),
    remove: removeJob,
    isBusy: decide.isPending || remove.isPending,
    isDeciding: decide.isPending,
    isRemoving: remove.isPending,
  };
}
