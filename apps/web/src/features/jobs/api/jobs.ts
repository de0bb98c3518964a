import type { JobInput, PostedJob, PublicJob, PublicJobList } from '@hub/contract/jobs/job.schema';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { pageQuery, rowQuery } from '../../../lib/queries.ts';
import { adminStatsKey } from '../../../lib/query-keys.ts';
import { jobKeys, jobsKey } from './job-keys.ts';

/** 12 fills the card grid evenly at one, two and three columns. */
export const JOBS_PAGE_SIZE = 12;

export type JobFilters = { search: string; industry: string; page: number };

/** /careers: approved jobs, searched and filtered by the server. */
const jobsQuery = (filters: JobFilters) =>
  pageQuery<PublicJobList>([...jobsKey, 'list'], '/jobs', { ...filters, pageSize: JOBS_PAGE_SIZE });
export const useJobs = (filters: JobFilters) => useQuery(jobsQuery(filters));

/** One approved job, for /careers/{jobId}. A 404 (not approved, removed, unknown) is final: no retries. */
const jobQuery = (id: string) =>
  queryOptions({
    ...rowQuery<PublicJob>(jobsKey, '/jobs', id),
    // A server error may pass: tried again, up to three times.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
  });
export const useJob = (id: string | undefined) => useQuery({ ...jobQuery(id ?? ''), enabled: Boolean(id) });

/** Puts a job the list already holds into the cache, so its dialog opens at once. */
export const primeJob = (queryClient: QueryClient, job: PublicJob) =>
  queryClient.setQueryData(jobQuery(job.id).queryKey, job);

/** A resident posts a job; it waits for approval, so only the dashboard's lists change. */
export function usePostJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: JobInput) => api.post<PostedJob>('/jobs', job),
    onSuccess: () =>
      Promise.all(
        [jobKeys.admin, adminStatsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
