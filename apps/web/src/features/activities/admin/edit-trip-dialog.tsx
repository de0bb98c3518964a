import { type Trip, tripFormSchema } from '@hub/contract/activities/activity.schema';
import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FileField } from '../../../components/file-field.tsx';
import { fieldErrors, useEditDialog } from '../../../lib/form.ts';
import { type UploadProgress, useUpdateTrip } from '../api/admin-activities.ts';
import { DocumentNameField } from './document-name-field.tsx';
import { useText } from './texts.ts';
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
  const t = useText();
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
      success: t('activities.admin.tripUpdated'),
      failure: t('activities.admin.tripUpdateFailed'),
    }),
  });

  return (
    <FormDialog
      {...dialog}
      title={t('activities.admin.editTrip')}
      size="lg"
      actions={{ isBusy: update.isPending, mt: 'md' }}
    >
      <TextInput label={t('activities.admin.tripName')} required {...form.getInputProps('name')} />
      <LongTextField
        label={t('activities.admin.description')}
        required
        {...form.getInputProps('description')}
      />
      <Checkbox
        label={t('activities.admin.active')}
        description={t('activities.admin.activeTripsOnly')}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
      <FileField
        label={t('activities.admin.newImage')}
        description={t(
          trip?.imageStorageId ? 'activities.admin.imageReplaces' : 'activities.admin.noImageYet',
        )}
        {...files.field('image')}
      />
      <FileField
        label={t('activities.admin.newDocument')}
        description={
          trip?.documentFileName
            ? t('activities.admin.documentReplaces', { fileName: trip.documentFileName })
            : t('activities.admin.noDocumentYet')
        }
        {...files.field('document')}
      />
      <DocumentNameField {...form.getInputProps('documentName')} />
      <UploadProgressBar progress={update.isPending ? progress : null} />
    </FormDialog>
  );
}
