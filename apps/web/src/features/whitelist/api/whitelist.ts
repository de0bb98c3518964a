import type {
  AddedWhitelistEntry,
  UpdateWhitelistEntry,
  WhitelistEntry,
  WhitelistImportResult,
  WhitelistList,
} from '@hub/contract/whitelist/whitelist.schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, useChange, useDeleteRow, useInvalidate } from '../../../lib/queries.ts';
import { adminStatsKey, whitelistKeys } from '../../../lib/query-keys.ts';

export const WHITELIST_PAGE_SIZE = 20;

const whitelistQuery = (search: string, page: number) =>
  pageQuery<WhitelistList>(whitelistKeys.all, '/admin/whitelist', {
    search,
    page,
    pageSize: WHITELIST_PAGE_SIZE,
  });
export const useWhitelist = (search: string, page: number) => useQuery(whitelistQuery(search, page));

/** After any change the list and the dashboard's counts are read again. */
const REFRESHED = [whitelistKeys.all, adminStatsKey];

export const useAddWhitelistEmail = () =>
  useChange((email: string) => api.post<AddedWhitelistEntry>('/admin/whitelist', { email }), REFRESHED);

export const useUpdateWhitelistEntry = () =>
  useChange(
    ({ id, ...changes }: UpdateWhitelistEntry & { id: string }) =>
      api.put<WhitelistEntry>(`/admin/whitelist/${id}`, changes),
    REFRESHED,
  );

export const useRemoveWhitelistEntry = () => useDeleteRow('/admin/whitelist', REFRESHED);

/** 'Import CSV': a dry run for the preview, then the real import. */
export function useImportWhitelist() {
  const refresh = useInvalidate(REFRESHED);
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
