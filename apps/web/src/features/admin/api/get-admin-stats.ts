import type { AdminStats } from '@hub/contract/dashboard/stats.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminStatsKey } from '../../../lib/query-keys.ts';

const adminStatsQuery = queryOptions({
  queryKey: adminStatsKey,
  queryFn: () => api.get<AdminStats>('/admin/stats'),
});
export const useAdminStats = () => useQuery(adminStatsQuery);
