import { CV_MESSAGES, cvUploadFieldsSchema } from '@hub/contract/cv-showcase/cv.schema';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileField } from '../../../components/file-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUploadCv } from '../api/cvs.ts';
import {
  CvFormFields,
  type CvFormValues,
  toCvFields,
  toCvFormValues,
} from '../components/cv-form-fields.tsx';
import { showServerFieldErrors } from '../../../lib/form.ts';
import { FormCard, SubmittedCard } from '../../../components/form-card.tsx';

/**
 * The file field's own short text for a missing CV; the spec's 'Please select a CV file' is the toast's, so the
 * screen never shows it twice.
 */
const FILE_MISSING_INLINE = 'CV file is required';

function Uploaded({ onAnother }: { onAnother: () => void }) {
  return (
    <SubmittedCard
      title="CV Uploaded Successfully!"
      text={
        <>
          Thank you for sharing your CV with the community. CVs are reviewed and published in the CV Showcase
          within 24 hours.
        </>
      }
      actions={
        <>
          <Button onClick={onAnother}>Upload Another CV</Button>
          <Button component={Link} to="/" variant="default">
            Back to Home
          </Button>
        </>
      }
    />
  );
}

/** /cv-upload: any member shares a CV (pdf, doc or docx) in the showcase. */
export function CvUploadPage() {
  const { user } = useAuth();
  const cv = useFileChoice();
  const [progress, setProgress] = useState(0);
  const [isUploaded, setIsUploaded] = useState(false);
  const upload = useUploadCv(setProgress);
  const emptyForm = () => toCvFormValues({ name: user?.name ?? '', email: user?.email ?? '' });
  const form = useForm<CvFormValues>({
    initialValues: emptyForm(),
    validate: fieldErrors(cvUploadFieldsSchema),
    clearInputErrorOnChange: true,
  });

  const askForFile = () => {
    cv.setError(FILE_MISSING_INLINE);
    showToast({ title: 'Error', message: CV_MESSAGES.fileRequired, isDestructive: true });
  };

  const send = form.onSubmit(
    (values) => {
      if (!cv.file) return askForFile();
      setProgress(0);
      upload.mutate(
        { fields: toCvFields(values), file: cv.file },
        {
          onSuccess: () => {
            showToast({ title: 'Success', message: CV_MESSAGES.uploaded });
            form.setValues(emptyForm());
            form.resetDirty();
            cv.reset();
            setIsUploaded(true);
            window.scrollTo({ top: 0 });
          },
          onError: (error) => {
            showServerFieldErrors(form, error);
            if (error instanceof ApiError && error.fields.cv)
              cv.setError(
                error.fields.cv === CV_MESSAGES.fileRequired ? FILE_MISSING_INLINE : error.fields.cv,
              );
            showToast({
              title: 'Error',
              message:
                error.message && error.message !== 'Failed to upload file'
                  ? `${CV_MESSAGES.uploadFailed} (${error.message})`
                  : CV_MESSAGES.uploadFailed,
              isDestructive: true,
            });
          },
        },
      );
    },
    () => {
      if (!cv.file) cv.setError(FILE_MISSING_INLINE);
    },
  );

  return (
    <PageContainer size="md">
      <PageHeader
        title="Upload CV"
        description="Share your CV in the community's CV Showcase, so neighbours and local employers can find you."
      />
      {isUploaded ? (
        <Uploaded onAnother={() => setIsUploaded(false)} />
      ) : (
        <FormCard
          onSubmit={send}
          actions={{
            submitLabel: 'Upload CV',
            busyLabel: 'Uploading...',
            submitIcon: <IconUpload size={16} />,
            isBusy: upload.isPending,
            cancelTo: '/cv-showcase',
          }}
        >
          <CvFormFields form={form} />
          <FileField label="CV File" required {...cv.field} />
          {upload.isPending && (
            <Stack gap={4}>
              <Progress value={progress} animated aria-label="Upload progress" />
              <Text size="xs" c="dimmed" aria-live="polite">
                Uploading your CV... {progress}%
              </Text>
            </Stack>
          )}
        </FormCard>
      )}
    </PageContainer>
  );
}
