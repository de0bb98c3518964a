import { Alert } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { errorMessage, showToast } from '../../../lib/toast.ts';
import { usePostJob } from '../api/jobs.ts';
import { JobFormFields, toInput, useJobForm } from './job-form-fields.tsx';
import { showServerFieldErrors } from '../../../lib/form.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useText } from '../texts.ts';

/** Any member may post a job; it appears on Careers once an administrator approves it. */
export function PostJobDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useText();
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
          title: t('jobs.submittedTitle'),
          message: t('jobs.submittedMessage'),
        });
        form.reset();
        onClose();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        showToast({
          title: t('jobs.error'),
          message: errorMessage(error, t('jobs.submitFailed')),
          isDestructive: true,
        });
      },
    });
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={t('jobs.postDialogTitle')}
      size="xl"
      onSubmit={submit}
      gap="md"
      actions={{
        submitLabel: t('jobs.submit'),
        busyLabel: t('jobs.submitting'),
        isBusy: postJob.isPending,
        mt: 'xs',
      }}
    >
      <Alert variant="light" icon={<IconShieldLock size={18} />} p="sm">
        {t('jobs.reviewNotice')}
      </Alert>
      <JobFormFields form={form} mode="resident" />
    </FormDialog>
  );
}
