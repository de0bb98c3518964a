import type { SavedPostList } from '@hub/contract/saved-posts/saved-post.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type PostKind = 'job' | 'internship';

const savedPostKeys = { all: ['saved-posts'] as const };

/** The member's saved jobs and internships, newest first. */
const savedPostsQuery = queryOptions({
  queryKey: savedPostKeys.all,
  queryFn: () => api.get<SavedPostList>('/me/saved'),
  staleTime: 30_000,
});
export const useSavedPosts = () => useQuery(savedPostsQuery);

const savedIds = (list: SavedPostList) => new Set(list.items.map((item) => `${item.kind}:${item.postId}`));

/** Whether the member saved this post. */
export function useIsSaved(kind: PostKind, postId: string) {
  const saved = useQuery({ ...savedPostsQuery, select: savedIds });
  return saved.data?.has(`${kind}:${postId}`) ?? false;
}

/** Saves a post or takes it off the saved list (both idempotent on the server). */
export function useSetSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, postId, isSaved }: { kind: PostKind; postId: string; isSaved: boolean }) =>
      isSaved ? api.put(`/me/saved/${kind}/${postId}`, {}) : api.delete(`/me/saved/${kind}/${postId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPostKeys.all }),
  });
}
