import type { AdminJob } from '@hub/contract/jobs/job.schema';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateJob } from '../api/admin-jobs.ts';
import {
  JobFormFields,
  jobToForm,
  showServerFieldErrors,
  toAdminJobPayload,
  useJobForm,
} from '../components/job-form-fields.tsx';

/** Edit a pending or approved job; the server refuses others (409). */
export function EditJobDialog({ job, onClose }: { job: AdminJob | null; onClose: () => void }) {
  const update = useUpdateJob();
  const form = useJobForm('admin', jobToForm(job));

  useEffect(() => {
    form.setValues(jobToForm(job));
    form.resetDirty(jobToForm(job));
    form.clearErrors();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the item shown changes, not on every render
  }, [job]);

  const save = form.onSubmit((values) => {
    if (!job) return;
    update.mutate(
      { id: job.id, job: toAdminJobPayload(values) },
      {
        onSuccess: () => {
          showToast({ title: 'Success', message: 'Job updated successfully!' });
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          showToast({
            title: 'Error',
            message: `Failed to update job. ${error.message}`,
            isDestructive: true,
          });
        },
      },
    );
  });

  return (
    <Modal opened={job !== null} onClose={onClose} title="Edit Job" size="xl">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <JobFormFields form={form} mode="admin" />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <BusyButton type="submit" isBusy={update.isPending} busyLabel="Saving...">
              Save Changes
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
