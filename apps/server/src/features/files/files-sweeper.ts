import type { Executor } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { clearStaging, HOUR, sweepAbandonedFiles, sweepOrphanBytes } from './files.service.ts';

/** One sweep: abandoned uploads (rows, then bytes), bytes without a row, and stale staged uploads. */
export async function sweepFiles(db: Executor, storage: FileStorage, stagingDir: string) {
  const abandoned = await sweepAbandonedFiles(db, storage);
  const orphans = await sweepOrphanBytes(db, storage);
  // An upload still streaming keeps writing its staged file; one untouched for an hour was left by a crash.
  const staged = await clearStaging(stagingDir, HOUR);
  return { abandoned: abandoned.length, orphans: orphans.length, staged };
}
