import type { CommunityStats } from '@hub/contract/stats/stats.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityStatsKey } from '../../../lib/query-keys.ts';

const communityStatsQuery = () =>
  queryOptions({ queryKey: communityStatsKey, queryFn: () => api.get<CommunityStats>('/stats') });
export const useCommunityStats = () => useQuery(communityStatsQuery());
