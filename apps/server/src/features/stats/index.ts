import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import { statsRoutes } from './stats.routes.ts';

/** The figures of the home page, for members. */
export const statsFeature: Feature<{ db: Database }> = {
  member: (members, needs) => members.register(statsRoutes, { prefix: '/stats', db: needs.db }),
};
