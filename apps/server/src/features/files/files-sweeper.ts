import type { Executor } from '../../db/client.ts';
import type { LogSink } from '../../logger.ts';
import type { FileStorage } from './file-storage.ts';
import { clearStaging, HOUR, sweepAbandonedFiles, sweepOrphanBytes } from './files.service.ts';

const MINUTE = 60 * 1000;

/** One sweep: abandoned uploads (rows, then bytes), bytes without a row, and stale staged uploads. */
export async function sweepFiles(db: Executor, storage: FileStorage, stagingDir: string) {
  const abandoned = await sweepAbandonedFiles(db, storage);
  const orphans = await sweepOrphanBytes(db, storage);
  // An upload still streaming keeps writing its staged file; one untouched for an hour was left by a crash.
  const staged = await clearStaging(stagingDir, HOUR);
  return { abandoned: abandoned.length, orphans: orphans.length, staged };
}

/**
 * Sweeps a minute after start, then every hour. Safe with several processes: each abandoned row is deleted by
 * one statement in one process (rows being attached are skipped). The timers never keep the process alive.
 * Returns a stop function.
 */
export function startFileSweeper(
  db: Executor,
  storage: FileStorage,
  stagingDir: string,
  log: LogSink,
  { firstAfterMs = MINUTE, everyMs = HOUR }: { firstAfterMs?: number; everyMs?: number } = {},
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const swept = await sweepFiles(db, storage, stagingDir);
      if (swept.abandoned || swept.orphans || swept.staged)
        log.info(
          `File sweep: removed ${swept.abandoned} abandoned upload(s), ${swept.orphans} orphaned file(s), ${swept.staged} stale staged upload(s).`,
        );
    } catch (error) {
      log.error(`File sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), firstAfterMs);
  first.unref();
  const every = setInterval(() => void tick(), everyMs);
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
