import type { Training } from '@hub/contract/trainings/training.schema';
import { Progress } from '@mantine/core';
import { useState } from 'react';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { useUpdateTraining } from '../api/admin-trainings.ts';
import { TrainingFormFields, toTrainingPayload, trainingToForm, useTrainingForm } from './training-form.tsx';
import { showServerFieldErrors, useFormShowing } from '../../../lib/form.ts';
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

  useFormShowing(form, training, trainingToForm, () => {
    setPhoto(null);
    setPhotoError(null);
    setProgress(0);
  });

  const save = form.onSubmit((values) => {
    if (!training) return;
    void runWithFeedback({
      run: () => update.mutateAsync({ id: training.id, training: toTrainingPayload(values), photo }),
      success: { title: 'Updated', message: 'Training updated successfully!' },
      failure: 'Failed to update training',
      onDone: onClose,
      onError: (error) => showServerFieldErrors(form, error),
    });
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
