import { CV_MESSAGES, type CvEntry, cvUploadFieldsSchema } from '@hub/contract/cv-showcase/cv.schema';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEye, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { FormCard, SubmittedCard } from '../../../components/form-card.tsx';
import { OwnEntryPage } from '../../../components/own-entry-page.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { fieldErrors, showServerFieldErrors, submitWithFeedback, useFormShowing } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import { useOwnCv, useUploadCv } from '../api/cvs.ts';
import {
  CvFormFields,
  type CvFormValues,
  toCvFields,
  toCvFormValues,
} from '../components/cv-form-fields.tsx';
import { EditCvFields, useEditCvForm } from '../components/edit-cv-form.tsx';
import { useText } from '../texts.ts';

function Uploaded({ onAnother }: { onAnother: () => void }) {
  const t = useText();
  return (
    <SubmittedCard
      title={t('cv-showcase.uploadedTitle')}
      text={t('cv-showcase.uploadedText')}
      actions={
        <>
          <Button onClick={onAnother}>{t('cv-showcase.uploadAnother')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('cv-showcase.backToHome')}
          </Button>
        </>
      }
    />
  );
}

/** The spec's upload form, for a member without a CV (or an administrator sharing someone's). */
function UploadCvForm({
  onUploaded,
  onAlreadyShared,
}: {
  onUploaded: () => void;
  onAlreadyShared: () => void;
}) {
  const t = useText();
  const { user } = useAuth();
  const cv = useFileChoice();
  const [progress, setProgress] = useState(0);
  const upload = useUploadCv(setProgress);
  const form = useForm<CvFormValues>({
    initialValues: toCvFormValues({ name: user?.name ?? '', email: user?.email ?? '' }),
    validate: fieldErrors(cvUploadFieldsSchema),
    clearInputErrorOnChange: true,
  });

  // The file field's own short text for a missing CV; the spec's 'Please select a CV file' is the toast's, so the
  // screen never shows it twice.
  const sayFileMissingInline = () => cv.setError(t('cv-showcase.fileMissingInline'));
  const askForFile = () => {
    sayFileMissingInline();
    showToast({ title: t('cv-showcase.error'), message: t('cv-showcase.fileRequired'), isDestructive: true });
  };

  const send = form.onSubmit(
    (values) => {
      if (!cv.file) return askForFile();
      setProgress(0);
      upload.mutate(
        { fields: toCvFields(values), file: cv.file },
        {
          onSuccess: () => {
            showToast({ title: t('cv-showcase.success'), message: t('cv-showcase.uploaded') });
            onUploaded();
            window.scrollTo({ top: 0 });
          },
          onError: (error) => {
            showServerFieldErrors(form, error);
            if (error instanceof ApiError && error.fields.cv) {
              if (error.said.fields.cv === CV_MESSAGES.fileRequired) sayFileMissingInline();
              else cv.setError(error.fields.cv);
            }
            showToast({
              title: t('cv-showcase.error'),
              message: error.message
                ? t('cv-showcase.uploadFailedBecause', { reason: error.message })
                : t('cv-showcase.uploadFailed'),
              isDestructive: true,
            });
            // Shared meanwhile (another tab): the page opens that CV for editing instead.
            if (
              error instanceof ApiError &&
              error.status === 409 &&
              error.said.message === CV_MESSAGES.alreadyShared
            )
              onAlreadyShared();
          },
        },
      );
    },
    () => {
      if (!cv.file) sayFileMissingInline();
    },
  );

  return (
    <FormCard
      onSubmit={send}
      actions={{
        submitLabel: t('cv-showcase.uploadCv'),
        busyLabel: t('cv-showcase.uploading'),
        submitIcon: <IconUpload size={16} />,
        isBusy: upload.isPending,
        cancelTo: '/cv-showcase',
      }}
    >
      <CvFormFields form={form} />
      <FileField label={t('cv-showcase.cvFile')} required {...cv.field} />
      {upload.isPending && (
        <Stack gap={4}>
          <Progress value={progress} animated aria-label={t('cv-showcase.uploadProgress')} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('cv-showcase.uploadingCv', { percent: progress })}
          </Text>
        </Stack>
      )}
      <FailureAlert title={t('cv-showcase.notUploaded')} error={upload.error} />
    </FormCard>
  );
}

/** A member's own CV, open for editing: each member has one entry, which they change rather than add to. */
function EditOwnCv({ cv }: { cv: CvEntry }) {
  const t = useText();
  const edit = useEditCvForm();
  useFormShowing(edit.form, cv, toCvFormValues, edit.onShow);
  const save = submitWithFeedback(edit.form, (values) => ({
    ...edit.save(cv, values),
    // Saved: what the form holds is the CV now; a chosen file has replaced the old one.
    onDone: () => {
      edit.onShow();
      edit.form.resetDirty();
    },
  }));

  return (
    <PageContainer size="md">
      <PageHeader
        title={t('cv-showcase.editYourCv')}
        description={t('cv-showcase.editYourCvDescription')}
        actions={
          <Button
            component={Link}
            to={`/cv-showcase?cv=${cv.id}`}
            variant="default"
            leftSection={<IconEye size={18} />}
          >
            {t('cv-showcase.viewInShowcase')}
          </Button>
        }
      />
      <FormCard onSubmit={save} actions={{ isBusy: edit.update.isPending, cancelTo: '/cv-showcase' }}>
        <EditCvFields edit={edit} cv={cv} />
        <FailureAlert title={t('cv-showcase.changesNotSaved')} error={edit.update.error} />
      </FormCard>
    </PageContainer>
  );
}

/**
 * /cv-upload: a member shares a CV (pdf, doc or docx) in the showcase; one who has shared theirs already finds
 * it here open for editing, so nobody fills in a form that would be refused.
 */
export function CvUploadPage() {
  const t = useText();
  const own = useOwnCv();
  const [isUploaded, setIsUploaded] = useState(false);

  return (
    <OwnEntryPage
      query={own}
      entry={own.data?.cv}
      header={{ title: t('cv-showcase.uploadTitle'), description: t('cv-showcase.uploadDescription') }}
      failedTitle={t('cv-showcase.couldNotCheck')}
      done={isUploaded && <Uploaded onAnother={() => setIsUploaded(false)} />}
      edit={(cv) => <EditOwnCv key={cv.id} cv={cv} />}
      create={
        <UploadCvForm onUploaded={() => setIsUploaded(true)} onAlreadyShared={() => void own.refetch()} />
      }
    />
  );
}
