import { applicationFormSchema } from '@hub/contract/applications/application.schema';
import { Alert, Anchor, Button, Group, Modal, Progress, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/dates.ts';
import { FileField } from '../../../components/file-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useApplicationOnFile } from '../api/application-on-file.ts';
import { type MyApplication, useMyApplication } from '../api/my-applications.ts';
import { type ApplicationTarget, useSubmitApplication } from '../api/submit-application.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { LongTextField, EmailField, PhoneField } from '../../../components/form-fields.tsx';
import { useStatusLabel, useText } from '../texts.ts';

type Props = { target: ApplicationTarget | null; onClose: () => void };

const FORM_FIELDS = ['applicantName', 'applicantEmail', 'applicantPhone', 'coverLetter'] as const;

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
  const t = useText();
  const { user } = useAuth();
  const cv = useFileChoice();
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitApplication(setProgress);
  const onFile = useApplicationOnFile(target !== null);
  const existing = useMyApplication(target?.kind ?? 'job', target?.id);
  const cvOnFile = onFile.data?.cv ?? null;
  const [cvChoice, setCvChoice] = useState<'on-file' | 'upload'>('on-file');
  const isUsingCvOnFile = cvOnFile !== null && cvChoice === 'on-file';
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
    setCvChoice('on-file');
    setFailure(null);
    setProgress(0);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the item shown changes, not on every render
  }, [target?.id]);

  // What is on file fills the fields the member has not typed in yet.
  useEffect(() => {
    if (!target || !onFile.data) return;
    const known = {
      applicantName: onFile.data.applicantName,
      applicantEmail: onFile.data.applicantEmail,
      applicantPhone: onFile.data.applicantPhone,
    };
    for (const [field, value] of Object.entries(known))
      if (value && !form.isDirty(field)) form.setFieldValue(field as keyof typeof known, value);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the answer arrives or the item changes
  }, [target?.id, onFile.data]);

  const isJob = target?.kind === 'job';
  const sayCvRequired = () =>
    showToast({
      title: t('applications.cvRequiredTitle'),
      message: t('applications.cvRequiredMessage'),
      isDestructive: true,
    });

  const send = form.onSubmit(
    (values) => {
      if (!target) return;
      const chosenCv = isUsingCvOnFile ? ('on-file' as const) : cv.file;
      if (!chosenCv) {
        cv.setError(t('applications.cvRequiredInline'));
        if (isJob) sayCvRequired();
        return;
      }
      setFailure(null);
      submit.mutate(
        { target, ...values, cv: chosenCv },
        {
          onSuccess: () => {
            showToast({
              title: t('applications.submittedTitle'),
              message: t('applications.submittedMessage'),
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
            // The toast keeps the spec's words; the reason is in the dialog, beside the field it concerns.
            showToast({
              title: t('applications.failedTitle'),
              message: t('applications.failedMessage'),
              isDestructive: true,
            });
          },
        },
      );
    },
    (errors) => {
      const hasCv = isUsingCvOnFile || cv.file !== null;
      if (!hasCv) cv.setError(t('applications.cvRequiredInline'));
      if (isJob && errors.applicantPhone) {
        showToast({
          title: t('applications.phoneRequiredTitle'),
          message: t('applications.phoneRequiredMessage'),
          isDestructive: true,
        });
      } else if (isJob && !hasCv) sayCvRequired();
    },
  );

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      closeOnEscape={!isSubmitting}
      closeOnClickOutside={!isSubmitting}
      closeButtonProps={{ disabled: isSubmitting, 'aria-label': t('applications.close') }}
      size="lg"
      title={target && <DialogHeading target={target} />}
    >
      {existing ? (
        <AlreadyApplied application={existing} kind={target?.kind ?? 'job'} onClose={close} />
      ) : (
        <form onSubmit={send} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('applications.fullName')}
              required
              autoComplete="name"
              {...form.getInputProps('applicantName')}
            />
            <EmailField label={t('applications.email')} required {...form.getInputProps('applicantEmail')} />
            <PhoneField
              label={t('applications.phoneNumber')}
              required
              {...form.getInputProps('applicantPhone')}
            />
            {cvOnFile ? (
              <Stack gap="xs">
                <Radio.Group
                  label={t('applications.cvResume')}
                  required
                  value={cvChoice}
                  onChange={(value) => {
                    setCvChoice(value === 'upload' ? 'upload' : 'on-file');
                    cv.reset();
                  }}
                >
                  <Stack gap="xs" mt={6}>
                    <Radio
                      value="on-file"
                      label={t('applications.useCvOnFile', { fileName: cvOnFile.fileName })}
                    />
                    <Radio value="upload" label={t('applications.uploadDifferentCv')} />
                  </Stack>
                </Radio.Group>
                {cvChoice === 'upload' && (
                  <FileField label={t('applications.differentCv')} required {...cv.field} />
                )}
              </Stack>
            ) : (
              <FileField label={t('applications.cvResume')} required {...cv.field} />
            )}
            <LongTextField
              label={t('applications.coverLetter')}
              description={t('applications.optional')}
              lines={[4, 10]}
              {...form.getInputProps('coverLetter')}
            />
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle />}>
                {failure}
              </Alert>
            )}
            {isSubmitting && (
              <Progress value={progress} animated aria-label={t('applications.uploadProgress')} />
            )}
            <FormActions
              submitLabel={t('applications.submitApplication')}
              busyLabel={t('applications.submitting')}
              isBusy={isSubmitting}
              onCancel={close}
              mt="sm"
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The dialog's title: what is applied to, where and what kind, and the way to its whole text. */
function DialogHeading({ target }: { target: ApplicationTarget }) {
  const t = useText();
  const facts = [target.company, target.location, target.type].filter(Boolean).join(' · ');
  return (
    <div>
      <Text fw={700} size="lg">
        {t('applications.applyFor', { title: target.title })}
      </Text>
      <Text size="sm" c="dimmed">
        {facts}
      </Text>
      <Anchor component={Link} to={target.detailsHref} size="sm">
        {t(target.kind === 'job' ? 'applications.readFullJob' : 'applications.readFullInternship')}
      </Anchor>
    </div>
  );
}

/** Instead of a form that would be refused: the member applied already, and where that application stands. */
function AlreadyApplied({
  application,
  kind,
  onClose,
}: {
  application: MyApplication;
  kind: 'job' | 'internship';
  onClose: () => void;
}) {
  const t = useText();
  const statusLabel = useStatusLabel();
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<IconCircleCheck />} title={t('applications.alreadyApplied')}>
        {t(kind === 'job' ? 'applications.appliedToJobOn' : 'applications.appliedToInternshipOn', {
          date: formatLongDate(application.createdAt),
          status: statusLabel(application.status),
        })}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/my-activity" variant="default">
          {t('applications.seeMyActivity')}
        </Button>
        <Button onClick={onClose}>{t('applications.close')}</Button>
      </Group>
    </Stack>
  );
}
