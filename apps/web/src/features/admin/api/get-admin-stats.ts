import type { AdminStats } from '@hub/contract/dashboard/stats.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const adminStatsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => api.get<AdminStats>('/admin/stats'),
});
export const useAdminStats = () => useQuery(adminStatsQuery);
