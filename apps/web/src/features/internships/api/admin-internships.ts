import type { PostStatus } from '@hub/contract/enums';
import type {
  AdminInternship,
  AdminInternshipList,
  InternshipInput,
  RemoveInternship,
} from '@hub/contract/internships/internship.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';

export const ADMIN_INTERNSHIPS_PAGE_SIZE = 20;
const adminKey = ['admin', 'internships'] as const;
const removedKey = ['admin', 'removed-internships'] as const;

export type AdminInternshipFilters = { status: PostStatus | undefined; search: string; page: number };

export const adminInternshipsQuery = ({ status, search, page }: AdminInternshipFilters) =>
  queryOptions({
    queryKey: [...adminKey, 'list', { status, search, page }],
    queryFn: () =>
      api.get<AdminInternshipList>(
        `/admin/internships${toQuery({ status, search, page, pageSize: ADMIN_INTERNSHIPS_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
export const useAdminInternships = (filters: AdminInternshipFilters) =>
  useQuery(adminInternshipsQuery(filters));

/**
 * After any change: the dashboard's lists, the residents' lists, the stat cards and Removed Items (restore and
 * permanent delete live in features/removed-items) are read again.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminKey, ['internships'], ['admin', 'stats'], removedKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateInternship() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: InternshipInput) => api.post<AdminInternship>('/admin/internships', input),
    onSuccess: refresh,
  });
}

export function useUpdateInternship() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: InternshipInput }) =>
      api.put<AdminInternship>(`/admin/internships/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDecideInternship() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: 'approved' | 'rejected'; reason?: string }) =>
      api.patch<AdminInternship>(`/admin/internships/${id}/decision`, {
        status,
        reason: reason?.trim() || null,
      }),
    onSuccess: refresh,
  });
}

/** Moves the internship to Removed Items, with the reason given (blank means none). */
export function useRemoveInternship() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.delete<AdminInternship>(`/admin/internships/${id}`, { reason } satisfies RemoveInternship),
    onSuccess: refresh,
  });
}
