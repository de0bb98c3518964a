import { type CvEntry, cvEditFieldsSchema } from '@hub/contract/cv-showcase/cv.schema';
import { Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FileField } from '../../../components/file-field.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import type { Feedback } from '../../../lib/feedback.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import { useUpdateCv } from '../api/cvs.ts';
import { CvFormFields, type CvFormValues, toCvFields, toCvFormValues } from './cv-form-fields.tsx';
import { useText } from '../texts.ts';

/**
 * The edit of one CV, by its owner or an administrator, wherever it is shown (the showcase's dialog, /cv-upload):
 * the form with the CV edit rules, an optional new file that replaces the old one, and the upload's progress.
 * `onShow` clears the file and progress when another CV is loaded; `save` words the change for
 * `runWithFeedback`.
 */
export function useEditCvForm() {
  const t = useText();
  const { isAdmin } = useAuth();
  const newFile = useFileChoice();
  const [progress, setProgress] = useState(0);
  const update = useUpdateCv(setProgress);
  const form = useForm<CvFormValues>({
    initialValues: toCvFormValues(null),
    validate: fieldErrors(cvEditFieldsSchema),
    clearInputErrorOnChange: true,
  });
  const onShow = () => {
    newFile.reset();
    setProgress(0);
  };
  const save = (cv: CvEntry, values: CvFormValues): Feedback<CvEntry> => {
    setProgress(0);
    return {
      // Only administrators change the e-mail: it decides who owns the CV.
      run: () => update.mutateAsync({ id: cv.id, fields: toCvFields(values, isAdmin), file: newFile.file }),
      success: t('cv-showcase.updated'),
      failure: t('cv-showcase.updateFailed'),
    };
  };
  return { form, newFile, progress, update, isAdmin, onShow, save };
}

export type EditCvForm = ReturnType<typeof useEditCvForm>;

/** The edit's fields in the spec's order, then the optional new file and, while it uploads, its progress. */
export function EditCvFields({ edit, cv }: { edit: EditCvForm; cv: CvEntry | null }) {
  const t = useText();
  return (
    <>
      <CvFormFields form={edit.form} hasEmail={edit.isAdmin} />
      <FileField
        label={t('cv-showcase.newCvFile')}
        description={
          cv?.cvFileName
            ? t('cv-showcase.newFileHint', { fileName: cv.cvFileName })
            : t('cv-showcase.newFileHintNoFile')
        }
        {...edit.newFile.field}
      />
      {edit.update.isPending && edit.newFile.file && (
        <Stack gap={4}>
          <Progress value={edit.progress} animated aria-label={t('cv-showcase.uploadProgress')} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('cv-showcase.uploadingNewFile', { percent: edit.progress })}
          </Text>
        </Stack>
      )}
    </>
  );
}
