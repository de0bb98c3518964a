import type { PublicJob } from '@hub/contract/jobs/job.schema';
import { Text } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid-skeleton.tsx';
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
import { jobsKey } from '../api/job-keys.ts';
import { JOBS_PAGE_SIZE, primeJob, useJob, useJobs } from '../api/jobs.ts';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { JobDetails } from '../components/job-details.tsx';
import { PostJobDialog } from '../components/post-job-dialog.tsx';
import { useChoiceLabels } from '../choice-labels.ts';
import { text, useText } from '../texts.ts';

/**
 * /careers: approved jobs. `?job={id}` opens a job's whole text beside the list (full screen on phones);
 * /careers/{jobId} opens the application dialog for one job (spec/residents.md section 5).
 */
export function CareersPage() {
  const t = useText();
  const choices = useChoiceLabels();
  const { jobId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const paging = usePagedList<string>({ pageSize: JOBS_PAGE_SIZE, searchDelay: 300 });
  const [isPosting, setIsPosting] = useState(false);
  const jobs = useJobs({ search: paging.debouncedSearch, industry: paging.filter, page: paging.page });
  const details = useDetailsParam(DETAILS_PARAM.job);
  const applying = useJob(jobId);
  const opened = useJob(details.openId ?? undefined);
  const isPaneWide = useIsDetailsPaneWide();

  // A link to a job that is not (or no longer) listed: say so and show the list.
  useEffect(() => {
    if (!jobId || !applying.isError) return;
    showToast({ title: text('jobs.error'), message: applying.error.message, isDestructive: true });
    navigate({ pathname: '/careers', search: location.search }, { replace: true });
  }, [jobId, applying.isError, applying.error, navigate, location.search]);
  useEffect(() => {
    if (!details.openId || !opened.isError) return;
    showToast({ title: text('jobs.error'), message: opened.error.message, isDestructive: true });
    details.close();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the open job fails, not when `details` is rebuilt
  }, [details.openId, opened.isError, opened.error]);

  const apply = (job: PublicJob) => {
    primeJob(queryClient, job);
    navigate({ pathname: `/careers/${job.id}`, search: location.search });
  };
  const openDetails = (job: PublicJob) => {
    primeJob(queryClient, job);
    details.open(job.id);
  };
  const actionsFor = (job: PublicJob, isCard: boolean) => (
    <>
      <ApplyOrApplied
        kind="job"
        postId={job.id}
        accessibleName={t('jobs.applyTo', { title: job.title })}
        onApply={() => apply(job)}
        isStretched={isCard}
      />
      <SavePostButton kind="job" postId={job.id} title={job.title} isCompact={isCard} />
    </>
  );

  const target = applying.data
    ? {
        kind: 'job' as const,
        id: applying.data.id,
        title: applying.data.title,
        company: applying.data.company,
        location: applying.data.location,
        type: applying.data.jobType && choices.jobType(applying.data.jobType),
        detailsHref: postDetailsPath('job', applying.data.id),
      }
    : null;
  const openJob = details.openId ? opened.data : undefined;
  const hasCount = jobs.isSuccess && !jobs.isError;

  return (
    <PageContainer>
      <PageHeader
        title={t('jobs.pageTitle')}
        description={t('jobs.pageDescription')}
        action={{ label: t('jobs.postAJob'), icon: IconPlus, onClick: () => setIsPosting(true) }}
      />
      <ListSearchBar
        search={{ label: t('jobs.search'), placeholder: t('jobs.searchPlaceholder') }}
        filter={{
          label: t('jobs.industry'),
          data: [{ value: 'all', label: t('jobs.allIndustries') }, ...choices.industryOptions],
          maxWidth: 280,
        }}
        paging={paging}
        mb="xs"
      />
      <Text c="dimmed" size="sm" mb="lg" aria-live="polite">
        {hasCount ? t('jobs.found', countValues(jobs.data)) : '\u00a0'}
      </Text>
      <CorrectedSearchNote correctedSearch={jobs.data?.correctedSearch} />

      <NewListingsNotice kind="jobs" listKey={[...jobsKey, 'list']} />
      <ListWithDetails
        details={openJob ? <JobDetails job={openJob} actions={actionsFor(openJob, false)} /> : null}
        label={openJob ? openJob.title : t('jobs.detailsLabel')}
        onClose={details.close}
      >
        <PagedList
          query={jobs}
          paging={paging}
          what={t('jobs.what')}
          pagesLabel={t('jobs.pages')}
          isPageList
          retryLabel={t('jobs.tryAgain')}
          skeleton={<CardGridSkeleton label={t('jobs.loading')} card={<JobCardSkeleton />} />}
          empty={{
            icon: <IconBriefcase size={28} />,
            title: t('jobs.emptyTitle'),
            text: t('jobs.emptyText'),
          }}
          emptyMatching={{ text: t('jobs.emptyMatching') }}
        >
          {(items) => (
            <CardGrid
              isSingleColumn={Boolean(openJob) && isPaneWide}
              style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              {items.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  onOpen={openDetails}
                  isOpen={job.id === openJob?.id}
                  actions={actionsFor(job, true)}
                />
              ))}
            </CardGrid>
          )}
        </PagedList>
      </ListWithDetails>

      <PostJobDialog opened={isPosting} onClose={() => setIsPosting(false)} />
      <ApplicationDialog
        target={jobId ? target : null}
        onClose={() => navigate({ pathname: '/careers', search: location.search })}
      />
    </PageContainer>
  );
}
