import type { AdminInternship } from '@hub/contract/internships/internship.schema';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateInternship } from '../api/admin-internships.ts';
import {
  InternshipFormFields,
  showServerErrors,
  toFormValues,
  toInternshipInput,
  useInternshipForm,
} from '../components/internship-form-fields.tsx';

/** Edit a pending or approved internship; every field of the create form. */
export function EditInternshipDialog({
  internship,
  onClose,
}: {
  internship: AdminInternship | null;
  onClose: () => void;
}) {
  const update = useUpdateInternship();
  const form = useInternshipForm(internship);

  useEffect(() => {
    form.setValues(toFormValues(internship));
    form.resetDirty(toFormValues(internship));
    form.clearErrors();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the item shown changes, not on every render
  }, [internship]);

  const save = form.onSubmit((values) => {
    if (!internship) return;
    update.mutate(
      { id: internship.id, input: toInternshipInput(values) },
      {
        onSuccess: () => {
          showToast({ title: 'Success', message: 'Internship updated successfully!' });
          onClose();
        },
        onError: (error) => {
          showServerErrors(form, error);
          showToast({
            title: 'Error',
            message: error.message
              ? `Failed to update internship. ${error.message}`
              : 'Failed to update internship',
            isDestructive: true,
          });
        },
      },
    );
  });

  return (
    <Modal opened={internship !== null} onClose={onClose} title="Edit Internship" size="xl">
      <form onSubmit={save} noValidate>
        <Stack gap="lg">
          <InternshipFormFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <BusyButton type="submit" isBusy={update.isPending} busyLabel="Saving...">
              Save Changes
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
