import type { PendingCounts } from '@hub/contract/live/live-event.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Items waiting for a decision: the badges on the Jobs, Internships and Access Requests tabs. */
export const pendingCountsKey = ['admin', 'pending-counts'] as const;

const pendingCountsQuery = queryOptions({
  queryKey: pendingCountsKey,
  queryFn: () => api.get<PendingCounts>('/admin/pending-counts'),
});
export const usePendingCounts = () => useQuery(pendingCountsQuery);
