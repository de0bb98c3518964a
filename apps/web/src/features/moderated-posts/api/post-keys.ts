import type { PostStatus } from '@hub/contract/enums';

/** The two kinds of moderated post: residents post them, administrators approve, reject, remove and restore. */
export type PostKind = 'jobs' | 'internships';

/** The dashboard list's filters, as the server takes them. */
export type AdminPostFilters = { status: PostStatus | undefined; search: string; page: number };

/**
 * The query keys of one kind. `admin` holds everything the dashboard caches of it (its list, one post, the
 * removed archive), so one invalidation refreshes them all; `listed` is what residents see.
 */
export const postKeys = (kind: PostKind) => {
  const admin = ['admin', kind] as const;
  return {
    admin,
    adminList: [...admin, 'list'] as const,
    adminDetail: (id: string) => [...admin, 'detail', id] as const,
    removed: [...admin, 'removed'] as const,
    listed: [kind] as const,
  };
};
