import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import { myActivityRoutes } from './my-activity.routes.ts';

/** The posts, applications and entries of the signed-in member (/api/me). */
export const myActivityFeature: Feature<{ db: Database }> = {
  member: (members, needs) => members.register(myActivityRoutes, { prefix: '/me', db: needs.db }),
};
