import { updateWhitelistEntrySchema, type WhitelistEntry } from '@hub/contract/whitelist/whitelist.schema';
import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { fieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateWhitelistEntry } from '../api/whitelist.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

const toForm = (entry: WhitelistEntry | null) => ({
  email: entry?.email ?? '',
  name: entry?.name ?? '',
  unit: entry?.unit ?? '',
  phone: entry?.phone ?? '',
  isActive: entry?.isActive ?? true,
});

/** Edit a whitelisted resident: e-mail (required), name, unit, phone and whether they may sign in. */
export function EditWhitelistDialog({
  entry,
  onClose,
}: {
  entry: WhitelistEntry | null;
  onClose: () => void;
}) {
  const update = useUpdateWhitelistEntry();
  const form = useForm({ initialValues: toForm(entry), validate: fieldErrors(updateWhitelistEntrySchema) });

  useEffect(() => {
    form.setValues(toForm(entry));
    form.resetDirty(toForm(entry));
    form.clearErrors();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the item shown changes, not on every render
  }, [entry]);

  const save = form.onSubmit((values) => {
    if (!entry) return;
    update.mutate(
      { id: entry.id, ...values },
      {
        onSuccess: () => {
          showToast({ title: 'Success', message: 'User information updated successfully!' });
          onClose();
        },
        onError: (error) =>
          showToast({
            title: 'Error',
            message: `Failed to update user information. ${error.message}`,
            isDestructive: true,
          }),
      },
    );
  });

  return (
    <FormDialog
      opened={entry !== null}
      onClose={onClose}
      title="Edit User"
      onSubmit={save}
      actions={{ isBusy: update.isPending, mt: 'md' }}
    >
      <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Unit" {...form.getInputProps('unit')} />
      <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
      <Checkbox
        label="Active User"
        description="Inactive residents cannot sign in; their open sessions end at once."
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
