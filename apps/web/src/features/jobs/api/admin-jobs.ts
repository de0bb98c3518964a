import type { PostStatus } from '@hub/contract/enums';
import type { AdminJob, AdminJobInput, AdminJobList, RemoveJob } from '@hub/contract/jobs/job.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';

export const ADMIN_JOBS_PAGE_SIZE = 20;
const adminJobsKey = ['admin', 'jobs'] as const;

export const adminJobsQuery = (status: PostStatus | undefined, search: string, page: number) =>
  queryOptions({
    queryKey: [...adminJobsKey, { status, search, page }],
    queryFn: () =>
      api.get<AdminJobList>(
        `/admin/jobs${toQuery({ status, search, page, pageSize: ADMIN_JOBS_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
export const useAdminJobs = (status: PostStatus | undefined, search: string, page: number) =>
  useQuery(adminJobsQuery(status, search, page));

/** After any change: the dashboard's list, the residents' careers list, the counts and Removed Items. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminJobsKey, ['jobs'], ['admin', 'stats'], ['admin', 'removed-jobs']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (job: AdminJobInput) => api.post<AdminJob>('/admin/jobs', job),
    onSuccess: refresh,
  });
}

export function useUpdateJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, job }: { id: string; job: AdminJobInput }) =>
      api.put<AdminJob>(`/admin/jobs/${id}`, job),
    onSuccess: refresh,
  });
}

export function useDecideJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: 'approved' | 'rejected'; reason?: string }) =>
      api.patch<AdminJob>(`/admin/jobs/${id}/decision`, { status, reason: reason?.trim() || null }),
    onSuccess: refresh,
  });
}

/** Moves a job to Removed Items, with the reason given (blank means none). */
export function useRemoveJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.delete<AdminJob>(`/admin/jobs/${id}`, { reason } satisfies RemoveJob),
    onSuccess: refresh,
  });
}
