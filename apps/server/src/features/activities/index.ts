import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { activitiesRoutes } from './activities.routes.ts';
import { activitiesAdminRoutes } from './activities-admin.routes.ts';

/** Activities and trips: residents read them, administrators edit them. */
export const activitiesFeature: Feature<{ db: Database; storage: FileStorage }> = {
  member: (members, needs) => members.register(activitiesRoutes, { prefix: '/activities', db: needs.db }),
  admin: (admins, needs) =>
    admins.register(activitiesAdminRoutes, { prefix: '/activities', db: needs.db, storage: needs.storage }),
};

export { paddleDocument } from './activities.table.ts';
export { trips } from './activities.table.ts';
