import type { MyActivity } from '@hub/contract/my-activity/my-activity.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Everything My Activity shows is one query: the member's posts, applications and saved posts. */
export const myActivityKeys = { all: ['my-activity'] as const };

/** My Activity's query, which the applications feature also reads to mark the posts a member applied to. */
export const myActivityQuery = queryOptions({
  queryKey: myActivityKeys.all,
  queryFn: () => api.get<MyActivity>('/me/activity'),
});
