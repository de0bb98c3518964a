import type { Profile, ProfileKind } from '@hub/contract/directory/profile.schema';
import { INDUSTRIES } from '@hub/contract/enums';
import {
  Alert,
  Button,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { showToast } from '../../../lib/toast.ts';
import { DIRECTORY_PAGE_SIZE, useDeleteOwnProfile, useDirectory } from '../api/profiles.ts';
import { EditProfileDialog } from '../components/edit-profile-dialog.tsx';
import { ProfileCard, ProfileCardSkeleton } from '../components/profile-card.tsx';
import { ProfileDetailsDialog } from '../components/profile-details-dialog.tsx';

const FILTERS: Record<ProfileKind, { label: string; all: string }> = {
  professional: { label: 'Area of Expertise', all: 'All Areas' },
  corporate: { label: 'Industry', all: 'All Industries' },
};

/** /directory: professionals and corporate partners, searched and filtered by the server. */
export function DirectoryPage() {
  const [kind, setKind] = useState<ProfileKind>('professional');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  // Each tab keeps its own filter: the area of expertise, or the industry.
  const [filters, setFilters] = useState<Record<ProfileKind, string>>({
    professional: 'all',
    corporate: 'all',
  });
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Profile | null>(null);
  const [editing, setEditing] = useState<Profile | null>(null);
  const filter = filters[kind];
  const list = useDirectory({ kind, search: debouncedSearch, filter, page });
  const remove = useDeleteOwnProfile();

  const deleteProfile = async (profile: Profile) => {
    const isConfirmed = await confirm({
      title: `Delete ${profile.name}'s profile?`,
      message: 'It is removed from the directory for everyone, with its file. This cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(profile.id, {
      onSuccess: () => showToast({ title: 'Success', message: 'Profile deleted successfully' }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to delete profile. ${error.message}`,
          isDestructive: true,
        }),
    });
  };

  const counts = list.data?.counts;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const isFiltering = Boolean(debouncedSearch) || filter !== 'all';
  const tabLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;

  const panel = (
    <>
      <Group align="flex-end" gap="sm" mb="lg" wrap="wrap">
        <TextInput
          label="Search directory"
          placeholder="Name, title, company or skills"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 280px' }}
        />
        <Select
          key={kind}
          label={FILTERS[kind].label}
          data={[{ value: 'all', label: FILTERS[kind].all }, ...INDUSTRIES]}
          value={filter}
          onChange={(value) => {
            setFilters((current) => ({ ...current, [kind]: value ?? 'all' }));
            setPage(1);
          }}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No option found."
          style={{ flex: '1 1 220px' }}
          maw={{ sm: 280 }}
        />
      </Group>

      {list.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          role="status"
          aria-label="Loading profiles"
          aria-busy
        >
          {Array.from({ length: 6 }, (_, index) => (
            <ProfileCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Alert color="red" title="Could not load the directory">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{list.error.message}</Text>
            <Button variant="light" color="red" size="xs" onClick={() => list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : list.data.items.length === 0 ? (
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
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {list.data.items.map((profile) => (
            <ProfileCard
              key={profile.id}
              profile={profile}
              onDetails={setViewing}
              onEdit={setEditing}
              onDelete={deleteProfile}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center" mt="xl">
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            aria-label="Directory pages"
          />
        </Group>
      )}
    </>
  );

  return (
    <PageContainer>
      <PageHeader
        title="Directory"
        description="Find professionals and corporate partners in the community, and offer your own expertise."
        actions={
          <Button component={Link} to="/join-community" leftSection={<IconUserPlus size={18} />}>
            Join Professional Community
          </Button>
        }
      />

      <Tabs
        value={kind}
        onChange={(value) => {
          setKind(value === 'corporate' ? 'corporate' : 'professional');
          setPage(1);
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
