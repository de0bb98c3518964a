import { type Trip, tripFormSchema } from '@hub/contract/activities/activity.schema';
import { Checkbox, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { FileField } from '../../../components/file-field.tsx';
import { fieldErrors, showServerFieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { type UploadProgress, useUpdateTrip } from '../api/admin-activities.ts';
import { ACTIVITY_FILES, rejectActivityFile } from './file-rules.ts';
import { UploadProgressBar } from './upload-progress.tsx';
import { FormActions } from '../../../components/form-actions.tsx';

const toForm = (trip: Trip | null) => ({
  name: trip?.name ?? '',
  description: trip?.description ?? '',
  isActive: trip?.isActive ?? true,
});

/** Edit Trip: name, description, active, and an optional new image and document (replacing the old files). */
export function EditTripDialog({ trip, onClose }: { trip: Trip | null; onClose: () => void }) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [document, setDocument] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<{ image?: string; document?: string }>({});
  const update = useUpdateTrip(setProgress);
  const form = useForm({ initialValues: toForm(trip), validate: fieldErrors(tripFormSchema) });

  useEffect(() => {
    form.setValues(toForm(trip));
    form.resetDirty(toForm(trip));
    form.clearErrors();
    setImage(null);
    setDocument(null);
    setFileErrors({});
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the item shown changes, not on every render
  }, [trip]);

  const save = form.onSubmit((values) => {
    if (!trip) return;
    update.mutate(
      { id: trip.id, trip: values, image, document },
      {
        onSuccess: () => {
          showToast({ title: 'Success', message: 'Trip updated successfully!' });
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          showToast({
            title: 'Error',
            message: `Failed to update trip. ${error.message}`,
            isDestructive: true,
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <Modal opened={trip !== null} onClose={onClose} title="Edit Trip" size="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput label="Trip Name" required {...form.getInputProps('name')} />
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <Checkbox
            label="Active"
            description="Residents see active trips only."
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <FileField
            label="New Image (optional)"
            description={`${trip?.imageStorageId ? 'Replaces the current image' : 'No image yet'} · up to 5MB`}
            accept={[...ACTIVITY_FILES.image.accept]}
            maxMegabytes={ACTIVITY_FILES.image.maxMegabytes}
            value={image}
            error={fileErrors.image}
            onChange={(file) => {
              setImage(file);
              setFileErrors((errors) => ({ ...errors, image: undefined }));
            }}
            onReject={(message) =>
              setFileErrors((errors) => ({ ...errors, image: rejectActivityFile('image', message) }))
            }
          />
          <FileField
            label="New Document (optional)"
            description={`${trip?.documentFileName ? `Replaces ${trip.documentFileName}` : 'No document yet'} · up to 10MB`}
            accept={[...ACTIVITY_FILES.document.accept]}
            maxMegabytes={ACTIVITY_FILES.document.maxMegabytes}
            value={document}
            error={fileErrors.document}
            onChange={(file) => {
              setDocument(file);
              setFileErrors((errors) => ({ ...errors, document: undefined }));
            }}
            onReject={(message) =>
              setFileErrors((errors) => ({ ...errors, document: rejectActivityFile('document', message) }))
            }
          />
          <UploadProgressBar progress={update.isPending ? progress : null} />
          <FormActions isBusy={update.isPending} onCancel={onClose} mt="md" />
        </Stack>
      </form>
    </Modal>
  );
}
