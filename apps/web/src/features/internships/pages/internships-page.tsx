import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import { IconPlus, IconSeedling } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CardGrid, CardGridSkeleton, CardSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { CorrectedSearchNote } from '../../../components/corrected-search-note.tsx';
import { ListSearchBar } from '../../../components/list-search.tsx';
import { ListWithDetails, useIsDetailsPaneWide } from '../../../components/list-with-details.tsx';
import { NewListingsNotice } from '../../../components/new-listings-notice.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { countValues } from '../../../lib/list-total.ts';
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
import { useChoiceLabels } from '../choice-labels.ts';
import { text, useText } from '../texts.ts';

/** A link to an internship that is not listed (any more); worded when shown, in the language of that moment. */
const showNotListed = () =>
  showToast({
    title: text('internships.notFoundTitle'),
    message: text('internships.notFoundMessage'),
    isDestructive: true,
  });

/**
 * /internships: approved internships as cards. `?internship={id}` opens one's whole text beside the list (full
 * screen on phones); /internships/{internshipId} opens the application dialog; closing it returns to /internships.
 */
export function InternshipsPage() {
  const t = useText();
  const choices = useChoiceLabels();
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

  const sectorOptions = [
    { value: 'all', label: t('internships.allSectors') },
    ...(sectors.data ?? []).map((sector) => ({ value: sector, label: choices.sector(sector) })),
  ];

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
      showNotListed();
      navigate({ pathname: '/internships', search: location.search }, { replace: true });
    }
  }, [internshipId, applying.isError, navigate, location.search]);
  useEffect(() => {
    if (!details.openId || !opened.isError) return;
    showNotListed();
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
        title={t('internships.pageTitle')}
        description={t('internships.pageDescription')}
        action={{ label: t('internships.submitInternship'), icon: IconPlus, to: '/submit-internship' }}
      />

      <ListSearchBar
        search={{ label: t('internships.search'), placeholder: t('internships.searchPlaceholder') }}
        filter={{ label: t('internships.sector'), data: sectorOptions, maxWidth: 300 }}
        paging={paging}
      />

      <NewListingsNotice kind="internships" listKey={[...internshipsKey, 'list']} />
      <CorrectedSearchNote correctedSearch={list.data?.correctedSearch} />
      <ListWithDetails
        details={
          openInternship ? (
            <InternshipDetails internship={openInternship} actions={actionsFor(openInternship, false)} />
          ) : null
        }
        label={openInternship ? openInternship.title : t('internships.detailsLabel')}
        onClose={details.close}
      >
        <PagedList
          query={list}
          paging={paging}
          what={t('internships.what')}
          pagesLabel={t('internships.pages')}
          isPageList
          retryLabel={t('internships.tryAgain')}
          skeleton={<CardGridSkeleton label={t('internships.loading')} card={<CardSkeleton lines={3} />} />}
          empty={{
            icon: <IconSeedling size={28} />,
            title: t('internships.emptyTitle'),
            text: t('internships.emptyText'),
          }}
          emptyMatching={{ text: t('internships.emptyMatching') }}
        >
          {(internships) => (
            <CardGrid
              found={t('internships.found', countValues(list.data))}
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
                type: choices.duration(applying.data.duration),
                detailsHref: postDetailsPath('internship', applying.data.id),
              }
            : null
        }
        onClose={() => navigate(listPath)}
      />
    </PageContainer>
  );
}
