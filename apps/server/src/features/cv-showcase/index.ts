import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { cvRoutes } from './cv.routes.ts';
import { cvAdminRoutes } from './cv-admin.routes.ts';

/** The CV showcase: residents share CVs, administrators moderate them. */
export const cvShowcaseFeature: Feature<{ db: Database; storage: FileStorage; stagingDir: string }> = {
  member: (members, needs) =>
    members.register(cvRoutes, {
      prefix: '/cvs',
      db: needs.db,
      storage: needs.storage,
      stagingDir: needs.stagingDir,
    }),
  admin: (admins, needs) =>
    admins.register(cvAdminRoutes, { prefix: '/cvs', db: needs.db, storage: needs.storage }),
};

export { cvEntries } from './cv-entries.table.ts';
export { extractCvText } from './cv-text.ts';
export { cvsOf } from './cv.service.ts';
