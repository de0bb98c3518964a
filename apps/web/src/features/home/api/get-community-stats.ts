import type { CommunityStats } from '@hub/contract/stats/stats.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The home page's counts: jobs, internships, courses and CVs residents can see. */
export const communityStatsKey = ['stats'] as const;

const communityStatsQuery = () =>
  queryOptions({ queryKey: communityStatsKey, queryFn: () => api.get<CommunityStats>('/stats') });
export const useCommunityStats = () => useQuery(communityStatsQuery());
