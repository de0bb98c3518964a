import type { Training } from '@hub/contract/trainings/training.schema';
import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateTraining } from '../api/admin-trainings.ts';
import { TrainingFormFields, toTrainingPayload, trainingToForm, useTrainingForm } from './training-form.tsx';
import { showServerFieldErrors } from '../../../lib/form.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

/** Edit a training; a new photo replaces the current one. */
export function EditTrainingDialog({
  training,
  onClose,
}: {
  training: Training | null;
  onClose: () => void;
}) {
  const [progress, setProgress] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const update = useUpdateTraining(setProgress);
  const form = useTrainingForm(trainingToForm(training));

  useEffect(() => {
    form.setValues(trainingToForm(training));
    form.resetDirty(trainingToForm(training));
    form.clearErrors();
    setPhoto(null);
    setPhotoError(null);
    setProgress(0);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the item shown changes, not on every render
  }, [training]);

  const save = form.onSubmit((values) => {
    if (!training) return;
    update.mutate(
      { id: training.id, training: toTrainingPayload(values), photo },
      {
        onSuccess: () => {
          showToast({ title: 'Updated', message: 'Training updated successfully!' });
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          showToast({
            title: 'Error',
            message: `Failed to update training. ${error.message}`,
            isDestructive: true,
          });
        },
      },
    );
  });

  return (
    <FormDialog
      opened={training !== null}
      onClose={onClose}
      title="Edit Training"
      size="lg"
      onSubmit={save}
      actions={{ isBusy: update.isPending, mt: 'md' }}
    >
      <TrainingFormFields
        form={form}
        photo={photo}
        onPhotoChange={setPhoto}
        photoError={photoError}
        onPhotoError={setPhotoError}
        photoLabel="New Photo (optional)"
        photoDescription={
          training?.photoStorageId
            ? 'Leave empty to keep the current photo · up to 5MB'
            : 'No photo yet · up to 5MB'
        }
      />
      {update.isPending && photo && <Progress value={progress} animated aria-label="Upload progress" />}
    </FormDialog>
  );
}
