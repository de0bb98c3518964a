import type { CvList } from '@hub/contract/cv-showcase/cv.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { communityStatsKey } from '../../home/api/get-community-stats.ts';
import { cvKeys } from './cvs.ts';

export const ADMIN_CVS_PAGE_SIZE = 12;

const adminCvsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...cvKeys.admin, { search, page }],
    queryFn: () => api.get<CvList>(`/admin/cvs${toQuery({ search, page, pageSize: ADMIN_CVS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
export const useAdminCvs = (search: string, page: number) => useQuery(adminCvsQuery(search, page));

/** Deletes the CV and its file; the showcase and the statistics are read again. */
export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/cvs/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cvKeys.admin }),
        queryClient.invalidateQueries({ queryKey: cvKeys.listed }),
        queryClient.invalidateQueries({ queryKey: communityStatsKey }),
      ]),
  });
}
