import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { trainingsRoutes } from './trainings.routes.ts';
import { trainingsAdminRoutes } from './trainings-admin.routes.ts';

/** Trainings: residents read them, administrators edit them. */
export const trainingsFeature: Feature<{ db: Database; storage: FileStorage }> = {
  member: (members, needs) => members.register(trainingsRoutes, { prefix: '/trainings', db: needs.db }),
  admin: (admins, needs) =>
    admins.register(trainingsAdminRoutes, { prefix: '/trainings', db: needs.db, storage: needs.storage }),
};
export { trainings } from './trainings.table.ts';
