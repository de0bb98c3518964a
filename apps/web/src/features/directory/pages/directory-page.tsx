import type { Profile, ProfileKind } from '@hub/contract/directory/profile.schema';
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
import { formatNumber } from '../../../i18n/format.ts';
import { useText } from '../texts.ts';
import { useChoiceLabels } from '../choice-labels.ts';

/** Each tab's filter: its label and its "all" choice (keys, worded at render). */
const FILTERS = {
  professional: { labelKey: 'directory.areaOfExpertise', allKey: 'directory.allAreas' },
  corporate: { labelKey: 'directory.industry', allKey: 'directory.allIndustries' },
} as const satisfies Record<ProfileKind, { labelKey: string; allKey: string }>;

/** Each tab's name, alone or with its count. */
const TAB_NAMES = {
  professional: { plain: 'directory.professionals', counted: 'directory.professionalsCounted' },
  corporate: { plain: 'directory.corporate', counted: 'directory.corporateCounted' },
} as const satisfies Record<ProfileKind, { plain: string; counted: string }>;

/** /directory: professionals and corporate partners, searched and filtered by the server. */
export function DirectoryPage() {
  const t = useText();
  const { industryOptions } = useChoiceLabels();
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
        title: t('directory.deleteTitle', { name: profile.name }),
        message: t('directory.deleteMessage'),
        confirmLabel: t('directory.delete'),
      },
      {
        run: () => remove.mutateAsync(profile.id),
        success: t('directory.deleted'),
        failure: t('directory.deleteFailed'),
      },
    );

  // A list that failed to load has no counts: the tabs show none rather than the last ones or 0.
  const counts = list.isError ? undefined : list.data?.counts;
  const isFiltering = Boolean(paging.debouncedSearch) || filter !== 'all';
  const tabLabel = (tab: ProfileKind, count: number | undefined) =>
    count === undefined ? t(TAB_NAMES[tab].plain) : t(TAB_NAMES[tab].counted, { count: formatNumber(count) });

  const panel = (
    <>
      <Group align="flex-end" gap="sm" mb="lg" wrap="wrap">
        <ListSearch
          label={t('directory.search')}
          placeholder={t('directory.searchPlaceholder')}
          paging={paging}
          style={{ flex: '1 1 280px' }}
        />
        <Select
          key={kind}
          label={t(FILTERS[kind].labelKey)}
          data={[{ value: 'all', label: t(FILTERS[kind].allKey) }, ...industryOptions]}
          value={filter}
          onChange={(value) => {
            setFilters((current) => ({ ...current, [kind]: value ?? 'all' }));
            paging.setPage(1);
          }}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('directory.noOptionFound')}
          style={{ flex: '1 1 220px' }}
          maw={{ sm: 280 }}
        />
      </Group>

      <PagedList
        query={list}
        paging={paging}
        what={t('directory.what')}
        pagesLabel={t('directory.pages')}
        isPageList
        retryLabel={t('directory.tryAgain')}
        skeleton={
          <CardGridSkeleton
            label={t('directory.loadingProfiles')}
            card={<PersonCardSkeleton detailsLine="text" />}
          />
        }
        empty={
          kind === 'professional' ? (
            <Stack align="center" gap={0}>
              <EmptyState
                icon={<IconUsers size={28} />}
                title={t('directory.noProfessionals')}
                text={isFiltering ? t('directory.adjustFilters') : t('directory.beFirstText')}
              />
              {!isFiltering && (
                // Not named like the header's 'Join Professional Community' link, so each link has its own name.
                <Button component={Link} to="/join-community" variant="light" mt={-24}>
                  {t('directory.beFirstToJoin')}
                </Button>
              )}
            </Stack>
          ) : (
            <EmptyState
              icon={<IconBuildingSkyscraper size={28} />}
              title={t('directory.noCorporatePartners')}
              text={isFiltering ? t('directory.adjustFilters') : t('directory.corporateAddedByAdmins')}
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
        title={t('directory.title')}
        description={t('directory.description')}
        action={{
          label: t('directory.joinProfessionalCommunity'),
          icon: IconUserPlus,
          to: '/join-community',
        }}
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
            {tabLabel('professional', counts?.professional)}
          </Tabs.Tab>
          <Tabs.Tab value="corporate" leftSection={<IconBuildingSkyscraper size={16} />}>
            {tabLabel('corporate', counts?.corporate)}
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
