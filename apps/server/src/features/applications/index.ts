import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/index.ts';
import { applicationsRoutes } from './applications.routes.ts';
import { applicationsAdminRoutes } from './applications-admin.routes.ts';

/** Applications to jobs and internships: residents apply, administrators decide. */
export const applicationsFeature: Feature<{
  db: Database;
  storage: FileStorage;
  stagingDir: string;
  mail: Mail;
}> = {
  member: (members, needs) =>
    members.register(applicationsRoutes, {
      prefix: '/applications',
      db: needs.db,
      storage: needs.storage,
      stagingDir: needs.stagingDir,
      mail: needs.mail,
    }),
  admin: (admins, needs) =>
    admins.register(applicationsAdminRoutes, {
      prefix: '/applications',
      db: needs.db,
      storage: needs.storage,
      mail: needs.mail,
    }),
};

export { deleteApplicationsOf } from './applications.service.ts';
export { applications } from './applications.table.ts';
export { assertOpen, isOpen } from './open-posts.ts';
