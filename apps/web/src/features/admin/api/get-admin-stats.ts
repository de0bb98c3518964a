import type { AdminStats } from '@hub/contract/dashboard/stats.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The dashboard's stat cards; every change to what they count invalidates this key. */
export const adminStatsKey = ['admin', 'stats'] as const;

const adminStatsQuery = queryOptions({
  queryKey: adminStatsKey,
  queryFn: () => api.get<AdminStats>('/admin/stats'),
});
export const useAdminStats = () => useQuery(adminStatsQuery);
