import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import { whatsNewRoutes } from './whats-new.routes.ts';

/** What is new since a member last looked. */
export const whatsNewFeature: Feature<{ db: Database }> = {
  member: (members, needs) => members.register(whatsNewRoutes, { prefix: '/whats-new', db: needs.db }),
};
