import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/index.ts';
import type { DeletePostDependents } from '../moderated-posts/index.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { jobsAdminRoutes } from './jobs-admin.routes.ts';

/** Jobs: residents post and read them, administrators moderate them. */
export const jobsFeature: Feature<{
  db: Database;
  storage: FileStorage;
  mail: Mail;
  deletePostDependents: DeletePostDependents;
}> = {
  member: (members, needs) => members.register(jobsRoutes, { prefix: '/jobs', db: needs.db }),
  admin: (admins, needs) =>
    admins.register(jobsAdminRoutes, {
      prefix: '/jobs',
      db: needs.db,
      storage: needs.storage,
      mail: needs.mail,
      deleteDependents: needs.deletePostDependents,
    }),
};

export { countJobs, countPendingJobs } from './jobs.service.ts';
export { jobs } from './jobs.table.ts';
