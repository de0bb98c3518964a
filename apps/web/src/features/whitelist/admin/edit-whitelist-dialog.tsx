import { updateWhitelistEntrySchema, type WhitelistEntry } from '@hub/contract/whitelist/whitelist.schema';
import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { fieldErrors, useFormShowing } from '../../../lib/form.ts';
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

  useFormShowing(form, entry, toForm);

  const save = form.onSubmit((values) => {
    if (!entry) return;
    void runWithFeedback({
      run: () => update.mutateAsync({ id: entry.id, ...values }),
      success: 'User information updated successfully!',
      failure: 'Failed to update user information',
      onDone: onClose,
    });
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
