import type { MyActivity } from '@hub/contract/my-activity/my-activity.schema';
import { useQuery } from '@tanstack/react-query';
import { myActivityQuery } from '../../my-activity/api/my-activity-keys.ts';

export type MyApplication = MyActivity['applications'][number];

const byPost = (activity: MyActivity) =>
  new Map(
    activity.applications.flatMap((application) =>
      application.postId ? [[`${application.kind}:${application.postId}`, application] as const] : [],
    ),
  );

/**
 * The signed-in member's application to one post, if they made one: what the cards, the details view and the
 * apply dialog show as Applied. Read from My Activity, which the member's own changes refresh.
 */
export function useMyApplication(kind: 'job' | 'internship', postId: string | undefined) {
  const applications = useQuery({ ...myActivityQuery, select: byPost, staleTime: 30_000 });
  return postId ? applications.data?.get(`${kind}:${postId}`) : undefined;
}
