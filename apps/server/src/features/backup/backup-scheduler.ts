import { and, asc, eq, like, notInArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { LogSink } from '../../logger.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { type BackupPlace, createBackup, deleteBackup, readSettings } from './backup.service.ts';
import { backupSettings, backups } from './backups.table.ts';

const DAY = 24 * 60 * 60 * 1000;
const PERIOD = { daily: DAY, weekly: 7 * DAY } as const;
/** Any fixed number: with several processes only the one holding this lock runs the schedule. */
const SCHEDULE_LOCK = 7_281_193_001;
export const SCHEDULED_BY = 'schedule';

/** Makes a scheduled backup when one is due, then keeps only the newest `keep` scheduled ones. */
export async function runScheduledBackup(
  db: Database,
  storage: FileStorage,
  place: BackupPlace,
  now = new Date(),
) {
  const settings = await readSettings(db);
  if (settings.interval === 'off') return null;
  const last = settings.lastRunAt ? new Date(settings.lastRunAt).getTime() : 0;
  if (now.getTime() - last < PERIOD[settings.interval]) return null;
  const backup = await createBackup(db, storage, place, SCHEDULED_BY);
  await db.update(backupSettings).set({ lastRunAt: now }).where(eq(backupSettings.singleton, true));
  const keepIds = (
    await db
      .select({ id: backups.id })
      .from(backups)
      .where(eq(backups.madeBy, SCHEDULED_BY))
      .orderBy(sql`${backups.createdAt} DESC`)
      .limit(settings.keep)
  ).map((row) => row.id);
  const old = await db
    .select({ id: backups.id })
    .from(backups)
    .where(
      and(like(backups.madeBy, SCHEDULED_BY), keepIds.length ? notInArray(backups.id, keepIds) : undefined),
    )
    .orderBy(asc(backups.createdAt));
  for (const { id } of old) await deleteBackup(db, place, id);
  return backup;
}

/** Checks every ten minutes whether a scheduled backup is due; returns a stop function. */
export function startBackupScheduler(
  db: Database,
  pool: pg.Pool,
  storage: FileStorage,
  place: BackupPlace,
  log: LogSink,
) {
  const tick = async () => {
    const client = await pool.connect();
    try {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [SCHEDULE_LOCK]);
      if (!(rows[0] as { locked?: boolean } | undefined)?.locked) return;
      try {
        const made = await runScheduledBackup(db, storage, place);
        if (made) log.info(`Scheduled backup made: ${made.fileName}`);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [SCHEDULE_LOCK]);
      }
    } catch (error) {
      log.error(`Scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      client.release();
    }
  };
  const timer = setInterval(() => void tick(), 10 * 60 * 1000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
