import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import { IconPlus, IconSeedling } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CardGridSkeleton, CardSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { ListSearchBar } from '../../../components/list-search.tsx';
import { NewListingsNotice } from '../../../components/new-listings-notice.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { showToast } from '../../../lib/toast.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
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
import { countLabel } from '../../../lib/list-total.ts';
import { CorrectedSearchNote } from '../../../components/corrected-search-note.tsx';
import { CardGrid } from '../../../components/card-grid-skeleton.tsx';

/**
 * /internships and /internships/:internshipId: approved internships as cards. The second form opens the
 * application dialog for that internship; closing it returns to /internships.
 */
export function InternshipsPage() {
  const { internshipId } = useParams();
  const navigate = useNavigate();
  const paging = usePagedList<string>({ pageSize: INTERNSHIPS_PAGE_SIZE });
  const [details, setDetails] = useState<PublicInternship | null>(null);

  const list = useInternships({ search: paging.debouncedSearch, sector: paging.filter, page: paging.page });
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

  return (
    <PageContainer>
      <PageHeader
        title="Internships"
        description="Hands-on internships offered by residents and local businesses, reviewed by the committee."
        action={{ label: 'Submit Internship', icon: IconPlus, to: '/submit-internship' }}
      />

      <ListSearchBar
        search={{ label: 'Search internships', placeholder: 'Title, company or description' }}
        filter={{ label: 'Sector', data: sectorOptions, maxWidth: 300 }}
        paging={paging}
      />

      <NewListingsNotice
        kind="internships"
        listKey={[...internshipsKey, 'list']}
        nouns={{ one: 'internship', many: 'internships' }}
      />
      <CorrectedSearchNote correctedSearch={list.data?.correctedSearch} />
      <PagedList
        query={list}
        paging={paging}
        what="internships"
        pagesLabel="Internship pages"
        isPageList
        skeleton={<CardGridSkeleton label="Loading internships" card={<CardSkeleton lines={3} />} />}
        empty={{
          icon: <IconSeedling size={28} />,
          title: 'No internships found',
          text: 'Be the first to submit an internship opportunity!',
        }}
        emptyMatching={{ text: 'Try adjusting your search or filter criteria.' }}
      >
        {(internships) => (
          <CardGrid found={`${countLabel(list.data, { one: 'internship', many: 'internships' })} found`}>
            {internships.map((internship) => (
              <InternshipCard
                key={internship.id}
                internship={internship}
                onApply={(chosen) => navigate(`/internships/${chosen.id}`)}
                onDetails={setDetails}
              />
            ))}
          </CardGrid>
        )}
      </PagedList>

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
