import type { PendingCounts } from '@hub/contract/live/live-event.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pendingCountsKey } from '../../../lib/query-keys.ts';

const pendingCountsQuery = queryOptions({
  queryKey: pendingCountsKey,
  queryFn: () => api.get<PendingCounts>('/admin/pending-counts'),
});
export const usePendingCounts = () => useQuery(pendingCountsQuery);
