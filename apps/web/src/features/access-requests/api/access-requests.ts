import type {
  AccessRequestList,
  DecidedAccessRequest,
} from '@hub/contract/access-requests/access-request.schema';
import type { AccessRequestStatus } from '@hub/contract/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery } from '../../../lib/queries.ts';
import { accessRequestKeys } from './access-request-keys.ts';
import { adminStatsKey, whitelistKeys } from '../../../lib/query-keys.ts';

export const ACCESS_REQUESTS_PAGE_SIZE = 20;

const accessRequestsQuery = (status: AccessRequestStatus | undefined, page: number) =>
  pageQuery<AccessRequestList>(accessRequestKeys.all, '/admin/access-requests', {
    status,
    page,
    pageSize: ACCESS_REQUESTS_PAGE_SIZE,
  });
export const useAccessRequests = (status: AccessRequestStatus | undefined, page: number) =>
  useQuery(accessRequestsQuery(status, page));

/** Approving also whitelists the requester, so the whitelist and the counts are read again too. */
export function useDecideAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      api.patch<DecidedAccessRequest>(`/admin/access-requests/${id}`, { status }),
    onSuccess: () =>
      Promise.all(
        [accessRequestKeys.all, whitelistKeys.all, adminStatsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
