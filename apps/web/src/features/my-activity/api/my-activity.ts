import type { MyActivity } from '@hub/contract/my-activity/my-activity.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const myActivityKeys = { all: ['my-activity'] as const };

export const myActivityQuery = queryOptions({
  queryKey: myActivityKeys.all,
  queryFn: () => api.get<MyActivity>('/me/activity'),
});
export const useMyActivity = () => useQuery(myActivityQuery);
