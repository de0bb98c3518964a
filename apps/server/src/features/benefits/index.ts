import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { benefitsRoutes } from './benefits.routes.ts';
import { benefitsAdminRoutes } from './benefits-admin.routes.ts';

/** Benefits: residents read them, administrators edit them. */
export const benefitsFeature: Feature<{ db: Database; storage: FileStorage }> = {
  member: (members, needs) => members.register(benefitsRoutes, { prefix: '/benefits', db: needs.db }),
  admin: (admins, needs) =>
    admins.register(benefitsAdminRoutes, { prefix: '/benefits', db: needs.db, storage: needs.storage }),
};
export { benefits } from './benefits.table.ts';
