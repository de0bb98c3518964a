import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import { IconPlus, IconSeedling } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CardGrid, CardGridSkeleton, CardSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { CorrectedSearchNote } from '../../../components/corrected-search-note.tsx';
import { ListSearchBar } from '../../../components/list-search.tsx';
import { ListWithDetails, useIsDetailsPaneWide } from '../../../components/list-with-details.tsx';
import { NewListingsNotice } from '../../../components/new-listings-notice.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { countLabel } from '../../../lib/list-total.ts';
import { DETAILS_PARAM, postDetailsPath } from '../../../lib/post-paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDetailsParam } from '../../../lib/use-details-param.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { ApplicationDialog, ApplyOrApplied } from '../../applications/index.ts';
import { SavePostButton } from '../../saved-posts/index.ts';
import { internshipsKey } from '../api/internship-keys.ts';
import {
  INTERNSHIPS_PAGE_SIZE,
  primeInternship,
  useInternship,
  useInternshipSectors,
  useInternships,
} from '../api/internships.ts';
import { InternshipCard } from '../components/internship-card.tsx';
import { InternshipDetails } from '../components/internship-details.tsx';
import { InternshipDetailsModal } from '../components/internship-details-modal.tsx';

const NOT_LISTED = {
  title: 'Internship not found',
  message: 'This internship is not available any more.',
  isDestructive: true,
} as const;

/**
 * /internships: approved internships as cards. `?internship={id}` opens one's whole text beside the list (full
 * screen on phones); /internships/{internshipId} opens the application dialog; closing it returns to /internships.
 */
export function InternshipsPage() {
  const { internshipId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const paging = usePagedList<string>({ pageSize: INTERNSHIPS_PAGE_SIZE });
  const [detailsDialog, setDetailsDialog] = useState<PublicInternship | null>(null);
  const details = useDetailsParam(DETAILS_PARAM.internship);
  const isPaneWide = useIsDetailsPaneWide();

  const list = useInternships({ search: paging.debouncedSearch, sector: paging.filter, page: paging.page });
  const sectors = useInternshipSectors();
  const applying = useInternship(internshipId);
  const opened = useInternship(details.openId ?? undefined);

  const sectorOptions = useMemo(
    () => [
      { value: 'all', label: 'All Sectors' },
      ...(sectors.data ?? []).map((s) => ({ value: s, label: s })),
    ],
    [sectors.data],
  );

  const listPath = { pathname: '/internships', search: location.search };
  const apply = (internship: PublicInternship) => {
    primeInternship(queryClient, internship);
    navigate({ pathname: `/internships/${internship.id}`, search: location.search });
  };
  const openDetails = (internship: PublicInternship) => {
    primeInternship(queryClient, internship);
    details.open(internship.id);
  };

  // A link to an internship that is not listed (any more) says so and falls back to the list.
  useEffect(() => {
    if (internshipId && applying.isError) {
      showToast(NOT_LISTED);
      navigate({ pathname: '/internships', search: location.search }, { replace: true });
    }
  }, [internshipId, applying.isError, navigate, location.search]);
  useEffect(() => {
    if (!details.openId || !opened.isError) return;
    showToast(NOT_LISTED);
    details.close();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the open internship fails, not when `details` is rebuilt
  }, [details.openId, opened.isError]);

  const actionsFor = (internship: PublicInternship, isCard: boolean) => (
    <>
      <ApplyOrApplied
        kind="internship"
        postId={internship.id}
        onApply={() => apply(internship)}
        isStretched={isCard}
      />
      <SavePostButton kind="internship" postId={internship.id} title={internship.title} isCompact={isCard} />
    </>
  );
  const openInternship = details.openId ? opened.data : undefined;

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
      <ListWithDetails
        details={
          openInternship ? (
            <InternshipDetails internship={openInternship} actions={actionsFor(openInternship, false)} />
          ) : null
        }
        label={openInternship ? openInternship.title : 'Internship details'}
        onClose={details.close}
      >
        <PagedList
          query={list}
          paging={paging}
          what="internships"
          pagesLabel="Internship pages"
          isPageList
          retryLabel="Try again"
          skeleton={<CardGridSkeleton label="Loading internships" card={<CardSkeleton lines={3} />} />}
          empty={{
            icon: <IconSeedling size={28} />,
            title: 'No internships found',
            text: 'Be the first to submit an internship opportunity!',
          }}
          emptyMatching={{ text: 'Try adjusting your search or filter criteria.' }}
        >
          {(internships) => (
            <CardGrid
              found={`${countLabel(list.data, { one: 'internship', many: 'internships' })} found`}
              isSingleColumn={Boolean(openInternship) && isPaneWide}
            >
              {internships.map((internship) => (
                <InternshipCard
                  key={internship.id}
                  internship={internship}
                  onOpen={openDetails}
                  onDetails={setDetailsDialog}
                  isOpen={internship.id === openInternship?.id}
                  actions={actionsFor(internship, true)}
                />
              ))}
            </CardGrid>
          )}
        </PagedList>
      </ListWithDetails>

      <InternshipDetailsModal
        internship={detailsDialog}
        onClose={() => setDetailsDialog(null)}
        onApply={(chosen) => {
          setDetailsDialog(null);
          apply(chosen);
        }}
      />
      <ApplicationDialog
        target={
          internshipId && applying.data
            ? {
                kind: 'internship',
                id: applying.data.id,
                title: applying.data.title,
                company: applying.data.company,
                location: applying.data.location,
                type: applying.data.duration,
                detailsHref: postDetailsPath('internship', applying.data.id),
              }
            : null
        }
        onClose={() => navigate(listPath)}
      />
    </PageContainer>
  );
}
