import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import {
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconSeedling } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NewListingsNotice } from '../../../components/new-listings-notice.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { showToast } from '../../../lib/toast.ts';
import { ApplicationDialog } from '../../applications/index.ts';
import {
  INTERNSHIPS_PAGE_SIZE,
  internshipsKey,
  useInternship,
  useInternshipSectors,
  useInternships,
} from '../api/internships.ts';
import { InternshipCard } from '../components/internship-card.tsx';
import { InternshipDetailsModal } from '../components/internship-details-modal.tsx';

function CardSkeletons() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      role="status"
      aria-label="Loading internships"
      aria-busy
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index}>
          <Skeleton h={22} w="70%" />
          <Skeleton h={14} w="40%" mt="sm" />
          <Skeleton h={12} mt="lg" />
          <Skeleton h={12} mt={8} />
          <Skeleton h={12} w="80%" mt={8} />
          <Skeleton h={36} mt="xl" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * /internships and /internships/:internshipId: approved internships as cards. The second form opens the
 * application dialog for that internship; closing it returns to /internships.
 */
export function InternshipsPage() {
  const { internshipId } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [sector, setSector] = useState('all');
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<PublicInternship | null>(null);

  const list = useInternships({ search: debouncedSearch, sector, page });
  const sectors = useInternshipSectors();
  const target = useInternship(internshipId);

  const sectorOptions = useMemo(
    () => [
      { value: 'all', label: 'All Sectors' },
      ...(sectors.data ?? []).map((s) => ({ value: s, label: s })),
    ],
    [sectors.data],
  );

  const closeApplication = () => navigate('/internships');

  // A link to an internship that is not listed (any more) says so and falls back to the list.
  useEffect(() => {
    if (internshipId && target.isError) {
      showToast({
        title: 'Internship not found',
        message: 'This internship is not available any more.',
        isDestructive: true,
      });
      navigate('/internships', { replace: true });
    }
  }, [internshipId, target.isError, navigate]);

  const isFiltering = debouncedSearch !== '' || sector !== 'all';
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / INTERNSHIPS_PAGE_SIZE));

  return (
    <PageContainer>
      <PageHeader
        title="Internships"
        description="Hands-on internships offered by residents and local businesses, reviewed by the committee."
        actions={
          <Button component={Link} to="/submit-internship" leftSection={<IconPlus size={18} />}>
            Submit Internship
          </Button>
        }
      />

      <Group align="flex-end" gap="md" mb="lg" wrap="wrap">
        <TextInput
          label="Search internships"
          placeholder="Title, company or description"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 280px' }}
        />
        <Select
          label="Sector"
          data={sectorOptions}
          value={sector}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No option found."
          onChange={(value) => {
            setSector(value ?? 'all');
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
          maw={{ sm: 300 }}
        />
      </Group>

      <NewListingsNotice
        kind="internships"
        listKey={[...internshipsKey, 'list']}
        nouns={{ one: 'internship', many: 'internships' }}
      />
      {list.isPending ? (
        <CardSkeletons />
      ) : list.isError ? (
        <EmptyState title="Could not load internships" text={list.error.message} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<IconSeedling size={28} />}
          title="No internships found"
          text={
            isFiltering
              ? 'Try adjusting your search or filter criteria.'
              : 'Be the first to submit an internship opportunity!'
          }
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total} {total === 1 ? 'internship' : 'internships'} found
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {list.data.items.map((internship) => (
              <InternshipCard
                key={internship.id}
                internship={internship}
                onApply={(chosen) => navigate(`/internships/${chosen.id}`)}
                onDetails={setDetails}
              />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              mt="md"
              style={{ alignSelf: 'center' }}
              aria-label="Internship pages"
            />
          )}
        </Stack>
      )}

      <InternshipDetailsModal
        internship={details}
        onClose={() => setDetails(null)}
        onApply={(chosen) => {
          setDetails(null);
          navigate(`/internships/${chosen.id}`);
        }}
      />
      <ApplicationDialog
        target={
          internshipId && target.data
            ? {
                kind: 'internship',
                id: target.data.id,
                title: target.data.title,
                company: target.data.company,
              }
            : null
        }
        onClose={closeApplication}
      />
    </PageContainer>
  );
}
