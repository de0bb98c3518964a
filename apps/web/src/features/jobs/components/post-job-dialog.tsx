import { Alert } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { errorMessage, showToast } from '../../../lib/toast.ts';
import { usePostJob } from '../api/jobs.ts';
import { JobFormFields, toInput, useJobForm } from './job-form-fields.tsx';
import { showServerFieldErrors } from '../../../lib/form.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

/** Any member may post a job; it appears on Careers once an administrator approves it. */
export function PostJobDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const postJob = usePostJob();
  const form = useJobForm('resident');

  const close = () => {
    form.clearErrors();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    postJob.mutate(toInput(values), {
      onSuccess: () => {
        showToast({
          title: 'Job Posted Successfully!',
          message: 'Your job posting has been submitted for admin approval.',
        });
        form.reset();
        onClose();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        showToast({
          title: 'Error',
          message: errorMessage(error, 'Failed to post job. Please try again.'),
          isDestructive: true,
        });
      },
    });
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title="Post a Job"
      size="xl"
      onSubmit={submit}
      gap="md"
      actions={{ submitLabel: 'Post Job', busyLabel: 'Posting...', isBusy: postJob.isPending, mt: 'xs' }}
    >
      <Alert variant="light" icon={<IconShieldLock size={18} />} p="sm">
        An administrator reviews every job before it appears on Careers. Your contact email and phone are
        visible to admins only.
      </Alert>
      <JobFormFields form={form} mode="resident" />
    </FormDialog>
  );
}
