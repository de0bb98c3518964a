import type { AdminProfile } from '@hub/contract/directory/profile.schema';
import { Badge, Stack } from '@mantine/core';
import { PagedList, RowTable } from '../../../components/paged-list.tsx';
import { confirmDelete } from '../../../components/confirm.ts';
import { DeleteRowAction } from '../../../components/row-action.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { ADMIN_PROFILES_PAGE_SIZE, useAdminProfiles, useDeleteProfile } from '../api/admin-profiles.ts';
import { ListHeading } from '../../../components/list-heading.tsx';
import { countedTitle } from '../../../lib/list-total.ts';

/** Directory: every professional profile, hidden ones included, with delete. */
export function DirectoryTab() {
  const paging = usePagedList({ pageSize: ADMIN_PROFILES_PAGE_SIZE });
  const list = useAdminProfiles('professional', paging.debouncedSearch, paging.page);
  const remove = useDeleteProfile();

  const deleteProfile = (profile: AdminProfile) =>
    confirmDelete(
      'profile',
      `Delete ${profile.name}'s profile? Their CV file is deleted too. This cannot be undone.`,
      () => remove.mutateAsync(profile.id),
    );

  return (
    <Stack gap="lg">
      <ListHeading
        title={countedTitle('Professional Directory', list)}
        description="Residents who joined the professional community from the Join Community page."
      />
      <PagedList
        search={{ label: 'Search profiles', placeholder: 'Name, title, company or skills' }}
        query={list}
        paging={paging}
        what="the directory"
        pagesLabel="Directory pages"
        empty={{
          title: 'No professional profiles yet',
          text: 'Profiles appear here when residents join the professional community.',
        }}
        emptyMatching={{ title: 'No matching profiles', text: 'Try another search.' }}
      >
        {(profiles) => (
          <RowTable
            maxHeight={384}
            minWidth={760}
            rows={profiles}
            columns={[
              { label: 'Name', isName: true, cell: (profile) => profile.name },
              { label: 'Contact', cell: (profile) => profile.contact ?? '—' },
              { label: 'Company', cell: (profile) => profile.company ?? '—' },
              { label: 'Title', cell: (profile) => profile.title },
              { label: 'Industry', cell: (profile) => profile.industry ?? '—' },
              {
                label: 'Visibility',
                cell: (profile) => (
                  <Badge variant="light" color={profile.isVisible ? 'teal' : 'gray'}>
                    {profile.isVisible ? 'Visible' : 'Hidden'}
                  </Badge>
                ),
              },
              {
                label: 'Actions',
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
