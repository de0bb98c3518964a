import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/index.ts';
import type { DeletePostDependents } from '../moderated-posts/index.ts';
import { internshipsRoutes } from './internships.routes.ts';
import { internshipsAdminRoutes } from './internships-admin.routes.ts';

/** Internships: residents submit and read them, administrators moderate them. */
export const internshipsFeature: Feature<{
  db: Database;
  storage: FileStorage;
  mail: Mail;
  deletePostDependents: DeletePostDependents;
}> = {
  member: (members, needs) => members.register(internshipsRoutes, { prefix: '/internships', db: needs.db }),
  admin: (admins, needs) =>
    admins.register(internshipsAdminRoutes, {
      prefix: '/internships',
      db: needs.db,
      storage: needs.storage,
      mail: needs.mail,
      deleteDependents: needs.deletePostDependents,
    }),
};

export { countInternships, countPendingInternships } from './internships.service.ts';
export { internships } from './internships.table.ts';
