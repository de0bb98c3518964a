import type {
  UpdateWhitelistEntry,
  WhitelistEntry,
  WhitelistImportResult,
  WhitelistList,
} from '@hub/contract/whitelist/whitelist.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { whitelistKeys } from './whitelist-keys.ts';
import { adminStatsKey } from '../../admin/api/get-admin-stats.ts';

export const WHITELIST_PAGE_SIZE = 20;

export const whitelistQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...whitelistKeys.all, { search, page }],
    queryFn: () =>
      api.get<WhitelistList>(`/admin/whitelist${toQuery({ search, page, pageSize: WHITELIST_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
export const useWhitelist = (search: string, page: number) => useQuery(whitelistQuery(search, page));

/** After any change the list and the dashboard's counts are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [whitelistKeys.all, adminStatsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useAddWhitelistEmail() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (email: string) => api.post<WhitelistEntry>('/admin/whitelist', { email }),
    onSuccess: refresh,
  });
}

export function useUpdateWhitelistEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateWhitelistEntry & { id: string }) =>
      api.put<WhitelistEntry>(`/admin/whitelist/${id}`, changes),
    onSuccess: refresh,
  });
}

export function useRemoveWhitelistEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/whitelist/${id}`),
    onSuccess: refresh,
  });
}

/** 'Import CSV': a dry run for the preview, then the real import. */
export function useImportWhitelist() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { csv: string; dryRun: boolean }) =>
      api.post<WhitelistImportResult>('/admin/whitelist/import', input),
    onSuccess: (result) => (result.isDryRun ? undefined : refresh()),
  });
}

/** 'End sessions': signs a member out on every device. */
export const useEndSessions = () =>
  useMutation({
    mutationFn: (id: string) => api.post<{ ended: number }>(`/admin/whitelist/${id}/end-sessions`),
  });
