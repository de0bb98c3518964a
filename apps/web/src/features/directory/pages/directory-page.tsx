import type { Profile, ProfileKind } from '@hub/contract/directory/profile.schema';
import { INDUSTRIES } from '@hub/contract/enums';
import { Button, Group, Select, Stack, Tabs } from '@mantine/core';
import { IconBuildingSkyscraper, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PersonCardSkeleton } from '../../../components/person-card.tsx';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { confirmThenRun } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { DIRECTORY_PAGE_SIZE, useDeleteOwnProfile, useDirectory } from '../api/profiles.ts';
import { EditProfileDialog } from '../components/edit-profile-dialog.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { ProfileDetailsDialog } from '../components/profile-details-dialog.tsx';

const FILTERS: Record<ProfileKind, { label: string; all: string }> = {
  professional: { label: 'Area of Expertise', all: 'All Areas' },
  corporate: { label: 'Industry', all: 'All Industries' },
};

/** /directory: professionals and corporate partners, searched and filtered by the server. */
export function DirectoryPage() {
  const [kind, setKind] = useState<ProfileKind>('professional');
  const paging = usePagedList({ pageSize: DIRECTORY_PAGE_SIZE, searchDelay: 300 });
  // Each tab keeps its own filter: the area of expertise, or the industry.
  const [filters, setFilters] = useState<Record<ProfileKind, string>>({
    professional: 'all',
    corporate: 'all',
  });
  const [viewing, setViewing] = useState<Profile | null>(null);
  const [editing, setEditing] = useState<Profile | null>(null);
  const filter = filters[kind];
  const list = useDirectory({ kind, search: paging.debouncedSearch, filter, page: paging.page });
  const remove = useDeleteOwnProfile();

  const deleteProfile = (profile: Profile) =>
    void confirmThenRun(
      {
        title: `Delete ${profile.name}'s profile?`,
        message: 'It is removed from the directory for everyone, with its file. This cannot be undone.',
        confirmLabel: 'Delete',
      },
      {
        run: () => remove.mutateAsync(profile.id),
        success: 'Profile deleted successfully',
        failure: 'Failed to delete profile',
      },
    );

  // A list that failed to load has no counts: the tabs show none rather than the last ones or 0.
  const counts = list.isError ? undefined : list.data?.counts;
  const isFiltering = Boolean(paging.debouncedSearch) || filter !== 'all';
  const tabLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;

  const panel = (
    <>
      <Group align="flex-end" gap="sm" mb="lg" wrap="wrap">
        <ListSearch
          label="Search directory"
          placeholder="Name, title, company or skills"
          paging={paging}
          style={{ flex: '1 1 280px' }}
        />
        <Select
          key={kind}
          label={FILTERS[kind].label}
          data={[{ value: 'all', label: FILTERS[kind].all }, ...INDUSTRIES]}
          value={filter}
          onChange={(value) => {
            setFilters((current) => ({ ...current, [kind]: value ?? 'all' }));
            paging.setPage(1);
          }}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No option found."
          style={{ flex: '1 1 220px' }}
          maw={{ sm: 280 }}
        />
      </Group>

      <PagedList
        query={list}
        paging={paging}
        what="the directory"
        pagesLabel="Directory pages"
        isPageList
        retryLabel="Try again"
        skeleton={
          <CardGridSkeleton label="Loading profiles" card={<PersonCardSkeleton detailsLine="text" />} />
        }
        empty={
          kind === 'professional' ? (
            <Stack align="center" gap={0}>
              <EmptyState
                icon={<IconUsers size={28} />}
                title="No professionals found"
                text={
                  isFiltering
                    ? 'Try adjusting your search or filter criteria.'
                    : 'Be the first to share your expertise with your neighbours.'
                }
              />
              {!isFiltering && (
                // Not named like the header's 'Join Professional Community' link, so each link has its own name.
                <Button component={Link} to="/join-community" variant="light" mt={-24}>
                  Be the first to join
                </Button>
              )}
            </Stack>
          ) : (
            <EmptyState
              icon={<IconBuildingSkyscraper size={28} />}
              title="No corporate partners found"
              text={
                isFiltering
                  ? 'Try adjusting your search or filter criteria.'
                  : 'Corporate partners added by the community administrators appear here.'
              }
            />
          )
        }
      >
        {(profiles) => (
          <CardGrid style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {profiles.map((profile) => (
              <ProfileCard
                key={profile.id}
                profile={profile}
                onDetails={setViewing}
                onEdit={setEditing}
                onDelete={deleteProfile}
              />
            ))}
          </CardGrid>
        )}
      </PagedList>
    </>
  );

  return (
    <PageContainer>
      <PageHeader
        title="Directory"
        description="Find professionals and corporate partners in the community, and offer your own expertise."
        action={{ label: 'Join Professional Community', icon: IconUserPlus, to: '/join-community' }}
      />

      <Tabs
        value={kind}
        onChange={(value) => {
          setKind(value === 'corporate' ? 'corporate' : 'professional');
          paging.setPage(1);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="professional" leftSection={<IconUsers size={16} />}>
            {tabLabel('Professionals', counts?.professional)}
          </Tabs.Tab>
          <Tabs.Tab value="corporate" leftSection={<IconBuildingSkyscraper size={16} />}>
            {tabLabel('Corporate', counts?.corporate)}
          </Tabs.Tab>
        </Tabs.List>
        {(['professional', 'corporate'] as const).map((value) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            {panel}
          </Tabs.Panel>
        ))}
      </Tabs>

      <ProfileDetailsDialog profile={viewing} onClose={() => setViewing(null)} />
      <EditProfileDialog profile={editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
