import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';

export type RemovedKind = 'jobs' | 'internships';

/** What the archive shows of a removed job or internship. */
export type RemovedItem = {
  id: string;
  title: string;
  company: string;
  status: string;
  removedAt: string | null;
  removedBy: string | null;
  removalReason: string | null;
  createdAt: string;
};

export const REMOVED_PAGE_SIZE = 20;

export const removedItemsQuery = (kind: RemovedKind, page: number) =>
  queryOptions({
    queryKey: ['admin', `removed-${kind}`, { page }],
    queryFn: () =>
      api.get<{ items: RemovedItem[]; total: number }>(
        `/admin/${kind}/removed${toQuery({ page, pageSize: REMOVED_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
export const useRemovedItems = (kind: RemovedKind, page: number) => useQuery(removedItemsQuery(kind, page));

/** After a restore or permanent delete: the lists it touches, and the applications (a delete takes them too). */
function useRefresh(kind: RemovedKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        ['admin', `removed-${kind}`],
        ['admin', kind],
        [kind],
        ['admin', 'stats'],
        ['admin', 'applications'],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useRestoreItem(kind: RemovedKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (id: string) => api.post(`/admin/${kind}/${id}/restore`),
    onSuccess: refresh,
  });
}

export function useDeletePermanently(kind: RemovedKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/${kind}/${id}/permanent`),
    onSuccess: refresh,
  });
}
