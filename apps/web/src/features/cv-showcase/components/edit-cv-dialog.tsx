import { type CvEntry, cvEditFieldsSchema } from '@hub/contract/cv-showcase/cv.schema';
import { Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FileField } from '../../../components/file-field.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import { fieldErrors, useEditDialog } from '../../../lib/form.ts';
import { useUpdateCv } from '../api/cvs.ts';
import { CvFormFields, type CvFormValues, toCvFields, toCvFormValues } from './cv-form-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';

/**
 * The edit CV dialog for the owner or an administrator: name and title (2+ characters) and section required,
 * everything else optional, including a new file that replaces the old one. Only administrators change the
 * e-mail, since it decides who owns the CV.
 */
export function EditCvDialog({ cv, onClose }: { cv: CvEntry | null; onClose: () => void }) {
  const { isAdmin } = useAuth();
  const newFile = useFileChoice();
  const [progress, setProgress] = useState(0);
  const update = useUpdateCv(setProgress);
  const form = useForm<CvFormValues>({
    initialValues: toCvFormValues(cv),
    validate: fieldErrors(cvEditFieldsSchema),
    clearInputErrorOnChange: true,
  });

  const dialog = useEditDialog(form, cv, {
    toValues: toCvFormValues,
    onShow: () => {
      newFile.reset();
      setProgress(0);
    },
    onClose,
    save: (cv, values) => {
      setProgress(0);
      return {
        run: () => update.mutateAsync({ id: cv.id, fields: toCvFields(values, isAdmin), file: newFile.file }),
        success: 'CV updated successfully!',
        failure: 'Failed to update CV',
      };
    },
  });

  return (
    <FormDialog
      {...dialog}
      size="xl"
      title="Edit CV"
      gap="md"
      actions={{ isBusy: update.isPending, mt: 'xs' }}
    >
      <CvFormFields form={form} hasEmail={isAdmin} />
      <FileField
        label="New CV File"
        description={`Optional: replaces ${cv?.cvFileName ?? 'the current file'}. PDF, DOC or DOCX, up to 10MB.`}
        {...newFile.field}
      />
      {update.isPending && newFile.file && (
        <Stack gap={4}>
          <Progress value={progress} animated aria-label="Upload progress" />
          <Text size="xs" c="dimmed" aria-live="polite">
            Uploading the new file... {progress}%
          </Text>
        </Stack>
      )}
    </FormDialog>
  );
}
