import { type AdminProfile, createCorporateProfileSchema } from '@hub/contract/directory/profile.schema';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileDescription } from '@tabler/icons-react';
import { useState } from 'react';
import { VISIBILITY_WORDS } from '../../../components/active-toggle-button.tsx';
import { AdminRow, CreateAndList } from '../../../components/admin-row.tsx';
import { PagedList, RowList } from '../../../components/paged-list.tsx';
import { confirmDelete } from '../../../components/confirm.ts';
import { CreateFormCard, useOnCreated } from '../../../components/create-form-card.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { fieldErrors, showServerFieldErrors } from '../../../lib/form.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import {
  ADMIN_PROFILES_PAGE_SIZE,
  useAdminProfiles,
  useCreateCorporateProfile,
  useDeleteProfile,
  useSetProfileVisibility,
} from '../api/admin-profiles.ts';
import {
  CorporateFormFields,
  type CorporateValues,
  discardPortfolio,
  emptyCorporate,
  PortfolioField,
  toCorporatePayload,
  usePortfolio,
} from './corporate-form-fields.tsx';
import { EditCorporateDialog } from './edit-corporate-dialog.tsx';
import { ListHeading } from '../../../components/list-heading.tsx';
import { countedTitle } from '../../../lib/list-total.ts';
import { useText } from './texts.ts';
import { useChoiceLabels } from '../choice-labels.ts';

/** Create: the portfolio is uploaded first (with progress), then the profile is saved with its storageId. */
function CreateCorporateForm() {
  const t = useText();
  const create = useCreateCorporateProfile();
  const portfolio = usePortfolio();
  const onCreated = useOnCreated();
  const form = useForm<CorporateValues>({
    initialValues: emptyCorporate,
    validate: fieldErrors(createCorporateProfileSchema),
  });

  const submit = form.onSubmit(async (values) => {
    const uploaded = await portfolio.upload();
    if (uploaded === null) return;
    const portfolioStorageId = uploaded ?? null;
    await runWithFeedback({
      run: () => create.mutateAsync({ ...toCorporatePayload(values), portfolioStorageId }),
      success: t('directory.admin.corporateCreated'),
      failure: t('directory.admin.corporateCreateFailed'),
      onDone: () => {
        form.reset();
        portfolio.setFile(null);
        onCreated();
      },
      onError: (error) => {
        discardPortfolio(portfolioStorageId);
        showServerFieldErrors(form, error);
      },
    });
  });

  const isBusy = create.isPending || portfolio.isUploading;

  return (
    <CreateFormCard
      title={t('directory.admin.createCorporateProfile')}
      intro={t('directory.admin.createIntro')}
      submitLabel={t('directory.admin.createProfile')}
      busyLabel={portfolio.isUploading ? t('directory.admin.uploading') : t('directory.admin.creating')}
      isBusy={isBusy}
      onSubmit={submit}
    >
      <CorporateFormFields form={form} isCreating />
      <PortfolioField portfolio={portfolio} />
    </CreateFormCard>
  );
}

function CorporateRow({
  profile,
  onEdit,
}: {
  profile: AdminProfile;
  onEdit: (profile: AdminProfile) => void;
}) {
  const t = useText();
  const labels = useChoiceLabels();
  const setVisibility = useSetProfileVisibility();
  const remove = useDeleteProfile();

  const toggle = (isVisible: boolean) =>
    runWithFeedback({
      run: () => setVisibility.mutateAsync({ id: profile.id, isVisible }),
      success: isVisible
        ? t('directory.admin.nowVisible', { name: profile.name })
        : t('directory.admin.nowHidden', { name: profile.name }),
      failure: t('directory.admin.visibilityFailed'),
    });

  const deleteProfile = () =>
    confirmDelete(
      t('directory.admin.corporateProfileNoun'),
      t('directory.admin.deleteCorporateMessage', { name: profile.name }),
      () => remove.mutateAsync(profile.id),
    );

  return (
    <AdminRow
      name={profile.name}
      activation={{
        isActive: profile.isVisible,
        isBusy: setVisibility.isPending,
        words: VISIBILITY_WORDS,
        onToggle: () => toggle(!profile.isVisible),
      }}
      onEdit={() => onEdit(profile)}
      onDelete={deleteProfile}
      isBusy={remove.isPending}
    >
      <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} truncate dir="auto">
            {profile.name}
          </Text>
          {!profile.isVisible && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t('directory.admin.hidden')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" truncate dir="auto">
          {[profile.company, profile.title].filter(Boolean).join(' · ')}
        </Text>
        <Group gap={6}>
          {profile.contact && (
            <Text size="xs" c="dimmed" truncate dir="auto">
              {profile.contact}
            </Text>
          )}
          {profile.industry && (
            <Badge variant="outline" size="sm" tt="none" fw={500}>
              {labels.industry(profile.industry)}
            </Badge>
          )}
          {profile.fileName && (
            <Badge
              variant="light"
              size="sm"
              tt="none"
              fw={500}
              leftSection={<IconFileDescription size={12} />}
            >
              {t('directory.admin.portfolio')}
            </Badge>
          )}
        </Group>
      </Stack>
    </AdminRow>
  );
}

/** Corporate: a create form and the manage list, with edit, a visibility toggle and delete. */
export function CorporateTab() {
  const paging = usePagedList({ pageSize: ADMIN_PROFILES_PAGE_SIZE });
  const [editing, setEditing] = useState<AdminProfile | null>(null);
  const list = useAdminProfiles('corporate', paging.debouncedSearch, paging.page);
  const t = useText();

  return (
    <>
      <CreateAndList
        form={<CreateCorporateForm />}
        createLabel={t('directory.admin.createCorporateProfile')}
        formSpan={6}
      >
        <ListHeading
          title={countedTitle(t('directory.admin.corporateProfiles'), list)}
          description={t('directory.admin.corporateProfilesDescription')}
        />
        <PagedList
          search={{
            label: t('directory.admin.searchCorporate'),
            placeholder: t('directory.admin.searchPlaceholder'),
          }}
          query={list}
          paging={paging}
          what={t('directory.admin.corporateWhat')}
          pagesLabel={t('directory.admin.corporatePages')}
          skeleton={<TableSkeleton rows={4} />}
          empty={{
            title: t('directory.admin.noCorporateTitle'),
            text: t('directory.admin.noCorporateText'),
          }}
          emptyMatching={{
            title: t('directory.admin.noMatchingCorporate'),
            text: t('directory.admin.tryAnotherSearch'),
          }}
        >
          {(profiles) => (
            <RowList maxHeight={384}>
              {profiles.map((profile) => (
                <CorporateRow key={profile.id} profile={profile} onEdit={setEditing} />
              ))}
            </RowList>
          )}
        </PagedList>
      </CreateAndList>
      <EditCorporateDialog profile={editing} onClose={() => setEditing(null)} />
    </>
  );
}
