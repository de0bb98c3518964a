import { updateWhitelistEntrySchema, type WhitelistEntry } from '@hub/contract/whitelist/whitelist.schema';
import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { fieldErrors, useFormShowing } from '../../../lib/form.ts';
import { useUpdateWhitelistEntry } from '../api/whitelist.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useText } from './texts.ts';

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
  const t = useText();
  const update = useUpdateWhitelistEntry();
  const form = useForm({ initialValues: toForm(entry), validate: fieldErrors(updateWhitelistEntrySchema) });

  useFormShowing(form, entry, toForm);

  const save = form.onSubmit((values) => {
    if (!entry) return;
    void runWithFeedback({
      run: () => update.mutateAsync({ id: entry.id, ...values }),
      success: t('whitelist.admin.updated'),
      failure: t('whitelist.admin.updateFailed'),
      onDone: onClose,
    });
  });

  return (
    <FormDialog
      opened={entry !== null}
      onClose={onClose}
      title={t('whitelist.admin.editTitle')}
      onSubmit={save}
      actions={{ isBusy: update.isPending, mt: 'md' }}
    >
      <TextInput label={t('whitelist.admin.email')} type="email" required {...form.getInputProps('email')} />
      <TextInput label={t('whitelist.admin.name')} {...form.getInputProps('name')} />
      <TextInput label={t('whitelist.admin.unit')} {...form.getInputProps('unit')} />
      <TextInput label={t('whitelist.admin.phone')} type="tel" {...form.getInputProps('phone')} />
      <Checkbox
        label={t('whitelist.admin.activeUser')}
        description={t('whitelist.admin.activeDescription')}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
