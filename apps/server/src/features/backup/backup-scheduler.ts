import { and, asc, eq, like, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit, SYSTEM_ACTOR } from '../../lib/audit-trail.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { type BackupPlace, createBackup, deleteBackup, readSettings } from './backup.service.ts';
import { backupSettings, backups } from './backups.table.ts';

const DAY = 24 * 60 * 60 * 1000;
const PERIOD = { daily: DAY, weekly: 7 * DAY } as const;
const SCHEDULED_BY = 'schedule';

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
  const backup = await createBackup(db, storage, place, SCHEDULED_BY, (tx, made) =>
    recordAudit(tx, SYSTEM_ACTOR, {
      action: 'backup.create',
      targetType: 'backup',
      targetId: made.id,
      details: { fileName: made.fileName, size: made.size, scheduled: true },
    }),
  );
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
