import type { ListPage } from '../../../components/paged-list.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery } from '../../../lib/queries.ts';
import { adminStatsKey } from '../../../lib/query-keys.ts';
import { applicationKeys } from '../../applications/api/application-keys.ts';
import { type AdminPostFilters, type PostKind, postKeys } from './post-keys.ts';

export const ADMIN_POSTS_PAGE_SIZE = 20;
export const REMOVED_POSTS_PAGE_SIZE = 20;

/** What the dashboard needs of any moderated post; AdminJob and AdminInternship both have it. */
export type ModeratedPost = {
  id: string;
  title: string;
  company: string;
  status: 'pending' | 'approved' | 'rejected';
  description: string;
  posterEmail: string;
  posterRole: string;
  contactEmail: string;
  contactPhone: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What the archive shows of a removed post. */
export type RemovedPost = Pick<ModeratedPost, 'id' | 'title' | 'company' | 'status' | 'createdAt'> & {
  removedAt: string | null;
  removedBy: string | null;
  removalReason: string | null;
};

export type Decision = 'approved' | 'rejected';

const adminPostsQuery = <Post extends ModeratedPost>(kind: PostKind, filters: AdminPostFilters) =>
  pageQuery<ListPage<Post>>(postKeys(kind).adminList, `/admin/${kind}`, {
    ...filters,
    pageSize: ADMIN_POSTS_PAGE_SIZE,
  });
export const useAdminPosts = <Post extends ModeratedPost>(kind: PostKind, filters: AdminPostFilters) =>
  useQuery(adminPostsQuery<Post>(kind, filters));

const removedPostsQuery = (kind: PostKind, page: number) =>
  pageQuery<ListPage<RemovedPost>>(postKeys(kind).removed, `/admin/${kind}/removed`, {
    page,
    pageSize: REMOVED_POSTS_PAGE_SIZE,
  });
export const useRemovedPosts = (kind: PostKind, page: number) => useQuery(removedPostsQuery(kind, page));

/**
 * After any change: the dashboard's lists and archive, the residents' lists, the stat cards, and the
 * applications (a permanent delete takes a post's applications with it).
 */
function useRefresh(kind: PostKind) {
  const queryClient = useQueryClient();
  const keys = postKeys(kind);
  return () =>
    Promise.all(
      [keys.admin, keys.listed, adminStatsKey, applicationKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Every change an administrator makes to posts of one kind. */
export function usePostMutations<Post extends ModeratedPost, Input>(kind: PostKind) {
  const onSuccess = useRefresh(kind);
  const path = (id: string, action = '') => `/admin/${kind}/${encodeURIComponent(id)}${action}`;
  return {
    create: useMutation({ mutationFn: (input: Input) => api.post<Post>(`/admin/${kind}`, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: Input }) => api.put<Post>(path(id), input),
      onSuccess,
    }),
    decide: useMutation({
      mutationFn: ({ id, status, reason }: { id: string; status: Decision; reason?: string }) =>
        api.patch<Post>(path(id, '/decision'), { status, reason: reason?.trim() || null }),
      onSuccess,
    }),
    /** Moves a post to Removed Items, with the reason given (blank means none). */
    remove: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) => api.delete<Post>(path(id), { reason }),
      onSuccess,
    }),
    restore: useMutation({ mutationFn: (id: string) => api.post(path(id, '/restore')), onSuccess }),
    deletePermanently: useMutation({
      mutationFn: (id: string) => api.delete(path(id, '/permanent')),
      onSuccess,
    }),
  };
}
