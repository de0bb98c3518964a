import { INDUSTRIES } from '@hub/contract/enums';
import type { PublicJob } from '@hub/contract/jobs/job.schema';
import { Text } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { ListSearchBar } from '../../../components/list-search.tsx';
import { NewListingsNotice } from '../../../components/new-listings-notice.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { showToast } from '../../../lib/toast.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { ApplicationDialog } from '../../applications/index.ts';
import { JOBS_PAGE_SIZE, jobsKey, primeJob, useJob, useJobs } from '../api/jobs.ts';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { PostJobDialog } from '../components/post-job-dialog.tsx';
import { CorrectedSearchNote } from '../../../components/corrected-search-note.tsx';
import { countLabel } from '../../../lib/list-total.ts';

const INDUSTRY_OPTIONS = [{ value: 'all', label: 'All Industries' }, ...INDUSTRIES];

/** /careers and /careers/{jobId}: approved jobs; the second form opens the application dialog for one job. */
export function CareersPage() {
  const { jobId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paging = usePagedList<string>({ pageSize: JOBS_PAGE_SIZE, searchDelay: 300 });
  const [isPosting, setIsPosting] = useState(false);
  const jobs = useJobs({ search: paging.debouncedSearch, industry: paging.filter, page: paging.page });
  const selected = useJob(jobId);

  // A link to a job that is not (or no longer) listed: say so and show the list.
  useEffect(() => {
    if (!jobId || !selected.isError) return;
    showToast({ title: 'Error', message: selected.error.message, isDestructive: true });
    navigate('/careers', { replace: true });
  }, [jobId, selected.isError, selected.error, navigate]);

  const apply = (job: PublicJob) => {
    primeJob(queryClient, job);
    navigate(`/careers/${job.id}`);
  };

  const target =
    jobId && selected.data
      ? {
          kind: 'job' as const,
          id: selected.data.id,
          title: selected.data.title,
          company: selected.data.company,
        }
      : null;

  return (
    <PageContainer>
      <PageHeader
        title="Careers"
        description="Jobs posted by residents and local businesses, reviewed by the committee."
        action={{ label: 'Post a Job', icon: IconPlus, onClick: () => setIsPosting(true) }}
      />
      <ListSearchBar
        search={{ label: 'Search jobs', placeholder: 'Title, company or description' }}
        filter={{ label: 'Industry', data: INDUSTRY_OPTIONS, maxWidth: 280 }}
        paging={paging}
        mb="xs"
      />
      <Text c="dimmed" size="sm" mb="lg" aria-live="polite">
        {jobs.isPending
          ? '\u00a0'
          : `${countLabel(jobs.data, { one: 'opportunity', many: 'opportunities' })} found`}
      </Text>
      <CorrectedSearchNote correctedSearch={jobs.data?.correctedSearch} />

      <NewListingsNotice kind="jobs" listKey={[...jobsKey, 'list']} nouns={{ one: 'job', many: 'jobs' }} />
      <PagedList
        query={jobs}
        paging={paging}
        what="jobs"
        pagesLabel="Job pages"
        isPageList
        retryLabel="Try again"
        skeleton={<CardGridSkeleton label="Loading jobs" card={<JobCardSkeleton />} />}
        empty={{
          icon: <IconBriefcase size={28} />,
          title: 'No jobs found',
          text: 'Be the first to post a job opportunity!',
        }}
        emptyMatching={{ text: 'Try adjusting your search or filter criteria.' }}
      >
        {(items) => (
          <CardGrid style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {items.map((job) => (
              <JobCard key={job.id} job={job} onApply={apply} />
            ))}
          </CardGrid>
        )}
      </PagedList>

      <PostJobDialog opened={isPosting} onClose={() => setIsPosting(false)} />
      <ApplicationDialog target={target} onClose={() => navigate('/careers')} />
    </PageContainer>
  );
}
