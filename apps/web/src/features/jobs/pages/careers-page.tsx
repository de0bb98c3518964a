import { INDUSTRIES } from '@hub/contract/enums';
import type { PublicJob } from '@hub/contract/jobs/job.schema';
import { Alert, Button, Group, Pagination, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBriefcase, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NewListingsNotice } from '../../../components/new-listings-notice.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { showToast } from '../../../lib/toast.ts';
import { ApplicationDialog } from '../../applications/index.ts';
import { JOBS_PAGE_SIZE, jobsKey, primeJob, useJob, useJobs } from '../api/jobs.ts';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { PostJobDialog } from '../components/post-job-dialog.tsx';

const INDUSTRY_OPTIONS = [{ value: 'all', label: 'All Industries' }, ...INDUSTRIES];

/** /careers and /careers/{jobId}: approved jobs; the second form opens the application dialog for one job. */
export function CareersPage() {
  const { jobId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [industry, setIndustry] = useState('all');
  const [page, setPage] = useState(1);
  const [isPosting, setIsPosting] = useState(false);
  const jobs = useJobs({ search: debouncedSearch, industry, page });
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

  const total = jobs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
  const isFiltering = Boolean(debouncedSearch) || industry !== 'all';
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
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setIsPosting(true)}>
            Post a Job
          </Button>
        }
      />
      <Group align="flex-end" gap="sm" mb="xs" wrap="wrap">
        <TextInput
          label="Search jobs"
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
          label="Industry"
          data={INDUSTRY_OPTIONS}
          value={industry}
          onChange={(value) => {
            setIndustry(value ?? 'all');
            setPage(1);
          }}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No option found."
          style={{ flex: '1 1 220px' }}
          maw={{ sm: 280 }}
        />
      </Group>
      <Text c="dimmed" size="sm" mb="lg" aria-live="polite">
        {jobs.isPending ? '\u00a0' : `${total} ${total === 1 ? 'opportunity' : 'opportunities'} found`}
      </Text>

      <NewListingsNotice kind="jobs" listKey={[...jobsKey, 'list']} nouns={{ one: 'job', many: 'jobs' }} />
      {jobs.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          role="status"
          aria-label="Loading jobs"
          aria-busy
        >
          {Array.from({ length: 6 }, (_, index) => (
            <JobCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : jobs.isError ? (
        <Alert color="red" title="Could not load jobs">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{jobs.error.message}</Text>
            <Button variant="light" color="red" size="xs" onClick={() => jobs.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : jobs.data.items.length === 0 ? (
        <EmptyState
          icon={<IconBriefcase size={28} />}
          title="No jobs found"
          text={
            isFiltering
              ? 'Try adjusting your search or filter criteria.'
              : 'Be the first to post a job opportunity!'
          }
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {jobs.data.items.map((job) => (
            <JobCard key={job.id} job={job} onApply={apply} />
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
            aria-label="Job pages"
          />
        </Group>
      )}

      <PostJobDialog opened={isPosting} onClose={() => setIsPosting(false)} />
      <ApplicationDialog target={target} onClose={() => navigate('/careers')} />
    </PageContainer>
  );
}
