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

/** Create: the portfolio is uploaded first (with progress), then the profile is saved with its storageId. */
function CreateCorporateForm() {
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
      success: 'Corporate profile created successfully!',
      failure: 'Failed to create corporate profile',
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
      title="Create Corporate Profile"
      intro="Listed under Corporate in the directory at once. The member whose e-mail is the contact may edit it."
      submitLabel="Create Profile"
      busyLabel={portfolio.isUploading ? 'Uploading...' : 'Creating...'}
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
  const setVisibility = useSetProfileVisibility();
  const remove = useDeleteProfile();

  const toggle = (isVisible: boolean) =>
    runWithFeedback({
      run: () => setVisibility.mutateAsync({ id: profile.id, isVisible }),
      success: isVisible
        ? `${profile.name} is now visible in the directory.`
        : `${profile.name} is now hidden from the directory.`,
      failure: 'Failed to toggle corporate profile visibility',
    });

  const deleteProfile = () =>
    confirmDelete(
      'corporate profile',
      `Delete ${profile.name}'s profile? Its portfolio file is deleted too. This cannot be undone.`,
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
          <Text fw={600} truncate>
            {profile.name}
          </Text>
          {!profile.isVisible && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              Hidden
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {[profile.company, profile.title].filter(Boolean).join(' · ')}
        </Text>
        <Group gap={6}>
          {profile.contact && (
            <Text size="xs" c="dimmed" truncate>
              {profile.contact}
            </Text>
          )}
          {profile.industry && (
            <Badge variant="outline" size="sm" tt="none" fw={500}>
              {profile.industry}
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
              Portfolio
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

  return (
    <>
      <CreateAndList form={<CreateCorporateForm />} createLabel="Create Corporate Profile" formSpan={6}>
        <ListHeading
          title={countedTitle('Corporate Profiles', list)}
          description="Hidden profiles stay here but are not shown in the directory."
        />
        <PagedList
          search={{ label: 'Search corporate profiles', placeholder: 'Name, title, company or skills' }}
          query={list}
          paging={paging}
          what="corporate profiles"
          pagesLabel="Corporate profile pages"
          skeleton={<TableSkeleton rows={4} />}
          empty={{
            title: 'No corporate profiles yet',
            text: 'Create the first corporate partner with the form.',
          }}
          emptyMatching={{ title: 'No matching corporate profiles', text: 'Try another search.' }}
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
