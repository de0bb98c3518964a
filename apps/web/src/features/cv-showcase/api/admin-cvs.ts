import type { CvList } from '@hub/contract/cv-showcase/cv.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery } from '../../../lib/queries.ts';
import { communityStatsKey } from '../../../lib/query-keys.ts';
import { cvKeys } from './cv-keys.ts';

export const ADMIN_CVS_PAGE_SIZE = 12;

const adminCvsQuery = (search: string, page: number) =>
  pageQuery<CvList>(cvKeys.admin, '/admin/cvs', { search, page, pageSize: ADMIN_CVS_PAGE_SIZE });
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
