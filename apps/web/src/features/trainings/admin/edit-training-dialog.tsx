import type { Training } from '@hub/contract/trainings/training.schema';
import { Progress } from '@mantine/core';
import { useState } from 'react';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import { useUpdateTraining } from '../api/admin-trainings.ts';
import { TrainingFormFields, toTrainingPayload, trainingToForm, useTrainingForm } from './training-form.tsx';
import { useEditDialog } from '../../../lib/form.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useText } from './texts.ts';

/** Edit a training; a new photo replaces the current one. */
export function EditTrainingDialog({
  training,
  onClose,
}: {
  training: Training | null;
  onClose: () => void;
}) {
  const t = useText();
  const [progress, setProgress] = useState(0);
  const photo = useFileChoice();
  const update = useUpdateTraining(setProgress);
  const form = useTrainingForm(trainingToForm(training));

  const dialog = useEditDialog(form, training, {
    toValues: trainingToForm,
    onShow: () => {
      photo.reset();
      setProgress(0);
    },
    onClose,
    save: (training, values) => ({
      run: () =>
        update.mutateAsync({ id: training.id, training: toTrainingPayload(values), photo: photo.file }),
      success: { title: t('trainings.admin.updatedTitle'), message: t('trainings.admin.trainingUpdated') },
      failure: t('trainings.admin.updateFailed'),
    }),
  });

  return (
    <FormDialog
      {...dialog}
      title={t('trainings.admin.editTraining')}
      size="lg"
      actions={{ isBusy: update.isPending, mt: 'md' }}
    >
      <TrainingFormFields
        form={form}
        photo={photo}
        photoLabel={t('trainings.admin.newPhoto')}
        photoDescription={t(
          training?.photoStorageId ? 'trainings.admin.keepPhoto' : 'trainings.admin.noPhotoYet',
        )}
      />
      {update.isPending && photo.file && (
        <Progress value={progress} animated aria-label={t('trainings.admin.uploadProgress')} />
      )}
    </FormDialog>
  );
}
