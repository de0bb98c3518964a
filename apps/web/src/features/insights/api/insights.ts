import type { Insights } from '@hub/contract/insights/insights.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const insightsKeys = { all: ['admin', 'insights'] as const };
const insightsQuery = queryOptions({
  queryKey: insightsKeys.all,
  queryFn: () => api.get<Insights>('/admin/insights'),
});
export const useInsights = () => useQuery(insightsQuery);
