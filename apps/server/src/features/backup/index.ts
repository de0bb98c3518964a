import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { BackupPlace } from './backup.service.ts';
import { backupAdminRoutes } from './backup-admin.routes.ts';

/** Backups and their schedule, for administrators. */
export const backupFeature: Feature<{
  db: Database;
  storage: FileStorage;
  backupPlace: BackupPlace;
  stagingDir: string;
}> = {
  admin: (admins, needs) =>
    admins.register(backupAdminRoutes, {
      prefix: '/backups',
      db: needs.db,
      storage: needs.storage,
      place: needs.backupPlace,
      stagingDir: needs.stagingDir,
    }),
};
export type { BackupPlace } from './backup.service.ts';

export { createBackup, restoreBackup, writeBackupFile } from './backup.service.ts';
export { backups } from './backups.table.ts';
export { runScheduledBackup } from './backup-scheduler.ts';
