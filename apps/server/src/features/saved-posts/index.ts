import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import { savedPostsRoutes } from './saved-posts.routes.ts';

/** The posts the signed-in member saved (/api/me). */
export const savedPostsFeature: Feature<{ db: Database }> = {
  member: (members, needs) => members.register(savedPostsRoutes, { prefix: '/me', db: needs.db }),
};

export { savedPosts } from './saved-posts.table.ts';
