import type { AdminProfile } from '@hub/contract/directory/profile.schema';
import { Badge, Stack } from '@mantine/core';
import { PagedList, RowTable } from '../../../components/paged-list.tsx';
import { confirmDelete } from '../../../components/confirm.ts';
import { DeleteRowAction } from '../../../components/row-action.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { ADMIN_PROFILES_PAGE_SIZE, useAdminProfiles, useDeleteProfile } from '../api/admin-profiles.ts';
import { ListHeading } from '../../../components/list-heading.tsx';
import { countedTitle } from '../../../lib/list-total.ts';
import { useText } from './texts.ts';
import { useChoiceLabels } from '../choice-labels.ts';

/** Directory: every professional profile, hidden ones included, with delete. */
export function DirectoryTab() {
  const t = useText();
  const labels = useChoiceLabels();
  const paging = usePagedList({ pageSize: ADMIN_PROFILES_PAGE_SIZE });
  const list = useAdminProfiles('professional', paging.debouncedSearch, paging.page);
  const remove = useDeleteProfile();

  const deleteProfile = (profile: AdminProfile) =>
    confirmDelete(
      t('directory.admin.profileNoun'),
      t('directory.admin.deleteProfessionalMessage', { name: profile.name }),
      () => remove.mutateAsync(profile.id),
    );

  return (
    <Stack gap="lg">
      <ListHeading
        title={countedTitle(t('directory.admin.professionalDirectory'), list)}
        description={t('directory.admin.professionalDirectoryDescription')}
      />
      <PagedList
        search={{
          label: t('directory.admin.searchProfiles'),
          placeholder: t('directory.admin.searchPlaceholder'),
        }}
        query={list}
        paging={paging}
        what={t('directory.admin.directoryWhat')}
        pagesLabel={t('directory.admin.directoryPages')}
        empty={{
          title: t('directory.admin.noProfessionalTitle'),
          text: t('directory.admin.noProfessionalText'),
        }}
        emptyMatching={{
          title: t('directory.admin.noMatchingProfiles'),
          text: t('directory.admin.tryAnotherSearch'),
        }}
      >
        {(profiles) => (
          <RowTable
            maxHeight={384}
            minWidth={760}
            rows={profiles}
            columns={[
              { label: t('directory.admin.name'), isName: true, cell: (profile) => profile.name },
              { label: t('directory.admin.contact'), cell: (profile) => profile.contact ?? '—' },
              { label: t('directory.admin.company'), cell: (profile) => profile.company ?? '—' },
              { label: t('directory.admin.jobTitle'), cell: (profile) => profile.title },
              {
                label: t('directory.admin.industry'),
                cell: (profile) => (profile.industry ? labels.industry(profile.industry) : '—'),
              },
              {
                label: t('directory.admin.visibility'),
                cell: (profile) => (
                  <Badge variant="light" color={profile.isVisible ? 'teal' : 'gray'}>
                    {profile.isVisible ? t('directory.admin.visible') : t('directory.admin.hidden')}
                  </Badge>
                ),
              },
              {
                label: t('directory.admin.actions'),
                isRight: true,
                cell: (profile) => (
                  <DeleteRowAction
                    name={profile.name}
                    isDisabled={remove.isPending}
                    onClick={() => void deleteProfile(profile)}
                  />
                ),
              },
            ]}
          />
        )}
      </PagedList>
    </Stack>
  );
}
