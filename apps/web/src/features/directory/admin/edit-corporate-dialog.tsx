import { type AdminProfile, updateProfileSchema } from '@hub/contract/directory/profile.schema';
import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload, IconFileDescription, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../../components/confirm.ts';
import { downloadFile } from '../../../lib/download.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { fieldErrors, showServerFieldErrors, useFormShowing } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/admin-profiles.ts';
import {
  CorporateFormFields,
  type CorporateValues,
  corporateToForm,
  discardPortfolio,
  emptyCorporate,
  PortfolioField,
  toCorporatePayload,
  usePortfolio,
} from './corporate-form-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { text, useText } from './texts.ts';

type StoredFile = { id: string; name: string } | null;
const storedFileOf = (profile: AdminProfile | null): StoredFile =>
  profile?.fileStorageId
    ? { id: profile.fileStorageId, name: profile.fileName ?? text('directory.admin.portfolio') }
    : null;

/** Edit a corporate profile: name and title required; the portfolio can be replaced or removed. */
export function EditCorporateDialog({
  profile,
  onClose,
}: {
  profile: AdminProfile | null;
  onClose: () => void;
}) {
  const t = useText();
  const update = useUpdateProfile();
  const portfolio = usePortfolio();
  const [stored, setStored] = useState<StoredFile>(null);
  const form = useForm<CorporateValues>({
    initialValues: emptyCorporate,
    validate: fieldErrors(updateProfileSchema),
  });

  useFormShowing(form, profile, corporateToForm, () => {
    portfolio.setFile(null);
    setStored(storedFileOf(profile));
  });

  const removePortfolio = async () => {
    if (!profile || !stored) return;
    const isConfirmed = await confirm({
      title: t('directory.admin.removePortfolioTitle'),
      message: t('directory.admin.removePortfolioMessage', { file: stored.name, name: profile.name }),
      confirmLabel: t('directory.admin.remove'),
    });
    if (!isConfirmed) return;
    // Saved at once, with the profile as it is stored: unsaved edits in the form stay in the form.
    await runWithFeedback({
      run: () =>
        update.mutateAsync({
          id: profile.id,
          changes: { ...toCorporatePayload(corporateToForm(profile)), portfolioStorageId: null },
        }),
      success: t('directory.admin.portfolioRemoved'),
      failure: t('directory.admin.portfolioRemoveFailed'),
      onDone: () => setStored(null),
    });
  };

  const save = form.onSubmit(async (values) => {
    if (!profile) return;
    const uploaded = await portfolio.upload();
    if (uploaded === null) return;
    const portfolioStorageId = uploaded;
    await runWithFeedback({
      run: () =>
        update.mutateAsync({
          id: profile.id,
          changes: { ...toCorporatePayload(values), portfolioStorageId },
        }),
      success: t('directory.admin.corporateUpdated'),
      failure: t('directory.admin.corporateUpdateFailed'),
      onDone: onClose,
      onError: (error) => {
        discardPortfolio(portfolioStorageId);
        showServerFieldErrors(form, error);
      },
    });
  });

  const isBusy = update.isPending || portfolio.isUploading;

  return (
    <FormDialog
      opened={profile !== null}
      onClose={onClose}
      size="xl"
      title={t('directory.admin.editCorporateProfile')}
      onSubmit={save}
      gap="md"
      actions={{
        busyLabel: portfolio.isUploading ? t('directory.admin.uploading') : t('directory.admin.saving'),
        isBusy: isBusy,
      }}
    >
      <CorporateFormFields form={form} isCreating={false} />
      {stored && (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ThemeIcon variant="light" size={36} radius="md">
                <IconFileDescription size={20} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t('directory.admin.currentPortfolio')}
                </Text>
                <Text size="sm" fw={500} truncate>
                  {stored.name}
                </Text>
              </div>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconDownload size={14} />}
                onClick={() =>
                  downloadFile(`/files/${stored.id}`).catch(() =>
                    showToast({
                      title: t('directory.admin.error'),
                      message: t('directory.admin.portfolioUnavailable'),
                      isDestructive: true,
                    }),
                  )
                }
              >
                {t('directory.admin.download')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                disabled={isBusy}
                onClick={removePortfolio}
              >
                {t('directory.admin.removePortfolio')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <PortfolioField portfolio={portfolio} isReplacing={stored !== null} />
    </FormDialog>
  );
}
