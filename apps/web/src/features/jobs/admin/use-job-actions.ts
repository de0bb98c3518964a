import type { AdminJob } from '@hub/contract/jobs/job.schema';
import { confirm } from '../../../components/confirm.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDecideJob, useRemoveJob } from '../api/admin-jobs.ts';

/** Approve, reject and delete with their confirmations and toasts; shared by the list rows and the review dialog. */
export function useJobActions() {
  const decide = useDecideJob();
  const remove = useRemoveJob();

  const decideOn = (job: AdminJob, status: 'approved' | 'rejected', onDone?: () => void) => {
    const verb = status === 'approved' ? 'approve' : 'reject';
    decide.mutate(
      { id: job.id, status },
      {
        onSuccess: () => {
          showToast({ title: 'Success', message: `Job ${status} successfully!` });
          onDone?.();
        },
        onError: (error) =>
          showToast({
            title: 'Error',
            message: `Failed to ${verb} job. ${error.message}`,
            isDestructive: true,
          }),
      },
    );
  };

  const removeJob = async (job: AdminJob, onDone?: () => void) => {
    const isConfirmed = await confirm({
      title: 'Delete job',
      message: 'Delete this job? It moves to Removed Items.',
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(job.id, {
      onSuccess: () => {
        showToast({ title: 'Success', message: 'Job moved to Removed Items.' });
        onDone?.();
      },
      onError: (error) =>
        showToast({ title: 'Error', message: `Failed to delete job. ${error.message}`, isDestructive: true }),
    });
  };

  return {
    approve: (job: AdminJob, onDone?: () => void) => decideOn(job, 'approved', onDone),
    reject: (job: AdminJob, onDone?: () => void) => decideOn(job, 'rejected', onDone),
    remove: removeJob,
    isBusy: decide.isPending || remove.isPending,
    isDeciding: decide.isPending,
    isRemoving: remove.isPending,
  };
}
