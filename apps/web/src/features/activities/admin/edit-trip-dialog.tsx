import { type Trip, tripFormSchema } from '@hub/contract/activities/activity.schema';
import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FileField } from '../../../components/file-field.tsx';
import { fieldErrors, useEditDialog } from '../../../lib/form.ts';
import { type UploadProgress, useUpdateTrip } from '../api/admin-activities.ts';
import { DocumentNameField } from './document-name-field.tsx';
import { useTripFiles } from './use-trip-files.ts';
import { UploadProgressBar } from './upload-progress.tsx';
import { LongTextField } from '../../../components/form-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';

const toForm = (trip: Trip | null) => ({
  name: trip?.name ?? '',
  description: trip?.description ?? '',
  documentName: trip?.documentName ?? '',
  isActive: trip?.isActive ?? true,
});

/** Edit Trip: name, description, active, and an optional new image and document (replacing the old files). */
export function EditTripDialog({ trip, onClose }: { trip: Trip | null; onClose: () => void }) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const files = useTripFiles();
  const update = useUpdateTrip(setProgress);
  const form = useForm({ initialValues: toForm(trip), validate: fieldErrors(tripFormSchema) });

  const dialog = useEditDialog(form, trip, {
    toValues: toForm,
    onShow: files.reset,
    onClose,
    save: (trip, values) => ({
      run: () =>
        update
          .mutateAsync({ id: trip.id, trip: values, image: files.image, document: files.document })
          .finally(() => setProgress(null)),
      success: 'Trip updated successfully!',
      failure: 'Failed to update trip',
    }),
  });

  return (
    <FormDialog {...dialog} title="Edit Trip" size="lg" actions={{ isBusy: update.isPending, mt: 'md' }}>
      <TextInput label="Trip Name" required {...form.getInputProps('name')} />
      <LongTextField label="Description" required {...form.getInputProps('description')} />
      <Checkbox
        label="Active"
        description="Residents see active trips only."
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
      <FileField
        label="New Image (optional)"
        description={`${trip?.imageStorageId ? 'Replaces the current image' : 'No image yet'} · up to 5MB`}
        {...files.field('image')}
      />
      <FileField
        label="New Document (optional)"
        description={`${trip?.documentFileName ? `Replaces ${trip.documentFileName}` : 'No document yet'} · up to 10MB`}
        {...files.field('document')}
      />
      <DocumentNameField {...form.getInputProps('documentName')} />
      <UploadProgressBar progress={update.isPending ? progress : null} />
    </FormDialog>
  );
}
