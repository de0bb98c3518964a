import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { BackupPlace } from '../backup/index.ts';
import { importAdminRoutes } from './import-admin.routes.ts';

/** Importing the original app's export (Convex), for administrators. */
export const importFeature: Feature<{
  config: Config;
  db: Database;
  storage: FileStorage;
  backupPlace: BackupPlace;
  stagingDir: string;
}> = {
  admin: (admins, needs) =>
    admins.register(importAdminRoutes, {
      prefix: '/import',
      db: needs.db,
      storage: needs.storage,
      stagingDir: needs.stagingDir,
      place: needs.backupPlace,
      importsDir: join(needs.config.dataDir, 'imports'),
    }),
};

export { importRuns } from './import.table.ts';
export { unpackExport } from './convex-export.ts';
export { analyseExport, reportCsv, runImport } from './import.service.ts';
