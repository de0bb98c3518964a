import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { profilesAdminRoutes } from './profiles-admin.routes.ts';

/** The directory of professionals: residents join it, administrators moderate it. */
export const directoryFeature: Feature<{ db: Database; storage: FileStorage; stagingDir: string }> = {
  member: (members, needs) =>
    members.register(profilesRoutes, {
      prefix: '/profiles',
      db: needs.db,
      storage: needs.storage,
      stagingDir: needs.stagingDir,
    }),
  admin: (admins, needs) =>
    admins.register(profilesAdminRoutes, { prefix: '/profiles', db: needs.db, storage: needs.storage }),
};

export { profilesOf } from './profiles.service.ts';
export { profiles } from './profiles.table.ts';
