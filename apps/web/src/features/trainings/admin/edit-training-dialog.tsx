import type { Training } from '@hub/contract/trainings/training.schema';
import { Progress } from '@mantine/core';
import { useState } from 'react';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import { useUpdateTraining } from '../api/admin-trainings.ts';
import { TrainingFormFields, toTrainingPayload, trainingToForm, useTrainingForm } from './training-form.tsx';
import { useEditDialog } from '../../../lib/form.ts';
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
      success: { title: 'Updated', message: 'Training updated successfully!' },
      failure: 'Failed to update training',
    }),
  });

  return (
    <FormDialog {...dialog} title="Edit Training" size="lg" actions={{ isBusy: update.isPending, mt: 'md' }}>
      <TrainingFormFields
        form={form}
        photo={photo}
        photoLabel="New Photo (optional)"
        photoDescription={
          training?.photoStorageId
            ? 'Leave empty to keep the current photo · up to 5MB'
            : 'No photo yet · up to 5MB'
        }
      />
      {update.isPending && photo.file && <Progress value={progress} animated aria-label="Upload progress" />}
    </FormDialog>
  );
}
