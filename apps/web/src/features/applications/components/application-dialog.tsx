import { applicationFormSchema } from '@hub/contract/applications/application.schema';
import { Alert, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FileField } from '../../../components/file-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { type ApplicationTarget, useSubmitApplication } from '../api/submit-application.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { LongTextField, EmailField, PhoneField } from '../../../components/form-fields.tsx';

type Props = { target: ApplicationTarget | null; onClose: () => void };

const FORM_FIELDS = ['applicantName', 'applicantEmail', 'applicantPhone', 'coverLetter'] as const;
const FAILED = {
  title: 'Submission Failed',
  message: 'There was an error submitting your application. Please try again.',
} as const;

/**
 * Where a refused submission's reasons go: the server's field errors next to their fields, a refused CV (also
 * 413 too large and 415 wrong type) under the CV field, and anything else (a job no longer open, the network)
 * in a line inside the dialog. The toast itself keeps the spec's text.
 */
function placeErrors(error: Error) {
  const fields: Record<string, string> = {};
  let cv: string | null = null;
  let other: string | null = null;
  if (error instanceof ApiError) {
    for (const [key, message] of Object.entries(error.fields)) {
      if ((FORM_FIELDS as readonly string[]).includes(key)) fields[key] = message;
      else if (key === 'cv') cv = message;
      else other ??= message;
    }
    if (!cv && (error.status === 413 || error.status === 415)) cv = error.message;
  }
  if (!cv && Object.keys(fields).length === 0 && !other) other = error.message || null;
  return { fields, cv, other };
}

/** The application modal for jobs and internships: name, e-mail, phone, CV and an optional cover letter. */
export function ApplicationDialog({ target, onClose }: Props) {
  const { user } = useAuth();
  const cv = useFileChoice();
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitApplication(setProgress);
  const isSubmitting = submit.isPending;
  // No closing (Escape, the X, a click outside, Cancel) while the application is being sent.
  const close = () => {
    if (!isSubmitting) onClose();
  };
  const emptyForm = {
    applicantName: user?.name ?? '',
    applicantEmail: user?.email ?? '',
    applicantPhone: '',
    coverLetter: '',
  };
  const form = useForm({
    initialValues: emptyForm,
    validate: fieldErrors(applicationFormSchema),
    // Errors clear as soon as the field is edited.
    clearInputErrorOnChange: true,
  });

  useEffect(() => {
    if (!target) return;
    form.setValues(emptyForm);
    form.clearErrors();
    cv.reset();
    setFailure(null);
    setProgress(0);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the item shown changes, not on every render
  }, [target?.id]);

  const isJob = target?.kind === 'job';

  const send = form.onSubmit(
    (values) => {
      if (!target) return;
      if (!cv.file) {
        cv.setError('CV is required');
        if (isJob)
          showToast({
            title: 'CV Required',
            message: 'Please upload your CV/Resume to continue.',
            isDestructive: true,
          });
        return;
      }
      setFailure(null);
      submit.mutate(
        { target, ...values, cv: cv.file },
        {
          onSuccess: () => {
            showToast({
              title: 'Application Submitted',
              message:
                "Your application has been sent successfully. We'll review it and get back to you soon.",
            });
            form.reset();
            cv.reset();
            onClose();
          },
          onError: (error) => {
            const placed = placeErrors(error);
            form.setErrors(placed.fields);
            if (placed.cv) cv.setError(placed.cv);
            setFailure(placed.other);
            showToast({ ...FAILED, isDestructive: true });
          },
        },
      );
    },
    (errors) => {
      if (!cv.file) cv.setError('CV is required');
      if (isJob && errors.applicantPhone) {
        showToast({
          title: 'Phone Number Required',
          message: 'Please provide your phone number to continue.',
          isDestructive: true,
        });
      } else if (isJob && !cv.file) {
        showToast({
          title: 'CV Required',
          message: 'Please upload your CV/Resume to continue.',
          isDestructive: true,
        });
      }
    },
  );

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      closeOnEscape={!isSubmitting}
      closeOnClickOutside={!isSubmitting}
      closeButtonProps={{ disabled: isSubmitting, 'aria-label': 'Close' }}
      size="lg"
      title={
        <div>
          <Text fw={700} size="lg">
            Apply for {target?.title}
          </Text>
          <Text size="sm" c="dimmed">
            {target?.company}
          </Text>
        </div>
      }
    >
      <form onSubmit={send} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Full Name"
            required
            autoComplete="name"
            {...form.getInputProps('applicantName')}
          />
          <EmailField label="Email" required {...form.getInputProps('applicantEmail')} />
          <PhoneField label="Phone Number" required {...form.getInputProps('applicantPhone')} />
          <FileField label="CV / Resume" required {...cv.field} />
          <LongTextField
            label="Cover Letter"
            description="Optional"
            lines={[4, 10]}
            {...form.getInputProps('coverLetter')}
          />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />}>
              {failure}
            </Alert>
          )}
          {isSubmitting && <Progress value={progress} animated aria-label="Upload progress" />}
          <FormActions
            submitLabel="Submit Application"
            busyLabel="Submitting..."
            isBusy={isSubmitting}
            onCancel={close}
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
