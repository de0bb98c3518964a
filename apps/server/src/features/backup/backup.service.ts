import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Backup, BackupList, BackupSettings, RestoreResult } from '@hub/contract/backup/backup.schema';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { ArchiveError, readArchive, type TableRecord, writeArchive } from './backup-archive.ts';
import { backupSettings, backups } from './backups.table.ts';

/** Sessions are not backed up (a restore signs everyone out); backups do not contain backups. */
const NOT_BACKED_UP = new Set(['sessions', 'backups']);

export type BackupPlace = { driver: 'local' | 'database'; dir: string };

/** Every application table, parents before children (by their foreign keys). */
export async function tablesInOrder(db: Executor): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const edges = await db.execute<{ child: string; parent: string }>(sql`
    SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'`);
  const names = tables.rows.map((row) => row.name).filter((name) => !NOT_BACKED_UP.has(name));
  const parentsOf = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of edges.rows) {
    const clean = (name: string) => name.replaceAll('"', '');
    if (clean(child) !== clean(parent)) parentsOf.get(clean(child))?.add(clean(parent));
  }
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parentsOf.get(name) ?? []) if (parentsOf.has(parent)) visit(parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

/** The applied migrations, so an archive is only restored onto the schema it was made from. */
export async function schemaVersion(db: Executor) {
  const result = await db.execute<{ applied: number; last: string | null }>(
    sql`SELECT count(*)::int AS applied, max(hash) FILTER (WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)) AS last FROM drizzle.__drizzle_migrations`,
  );
  const row = result.rows[0];
  return `${row?.applied ?? 0}:${(row?.last ?? '').slice(0, 12)}`;
}

/** One archive of every table and every stored file. */
export async function buildArchive(db: Executor, storage: FileStorage) {
  const tables: TableRecord[] = [];
  for (const name of await tablesInOrder(db)) {
    const result = await db.execute<{ rows: unknown[] }>(
      sql`SELECT coalesce(json_agg(row_to_json(t)), '[]'::json) AS rows FROM ${sql.identifier(name)} t`,
    );
    tables.push({ type: 'table', name, rows: result.rows[0]?.rows ?? [] });
  }
  // Bytes kept in the database travel inside the files table; files on disk are added one by one.
  const localFiles = await db.execute<{ id: string }>(
    sql`SELECT id FROM files WHERE driver = 'local' ORDER BY id`,
  );
  const files: Array<{ id: string; bytes: Buffer }> = [];
  for (const { id } of localFiles.rows) {
    const stream = await storage.read(db, id);
    if (!stream) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.push({ id, bytes: Buffer.concat(chunks) });
  }
  const bytes = writeArchive(await schemaVersion(db), tables, files);
  const counts = Object.fromEntries(tables.map((table) => [table.name, table.rows.length]));
  return { bytes, counts: { ...counts, stored_files: files.length } };
}

const toBackup = (row: typeof backups.$inferSelect): Backup => ({
  id: row.id,
  fileName: row.fileName,
  size: row.size,
  counts: row.counts,
  madeBy: row.madeBy,
  createdAt: row.createdAt.toISOString(),
});

const backupPath = (place: BackupPlace, id: string) => join(place.dir, `${id}.hubbackup`);

export async function createBackup(db: Database, storage: FileStorage, place: BackupPlace, madeBy: string) {
  const { bytes, counts } = await buildArchive(db, storage);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const [row] = await db
    .insert(backups)
    .values({
      fileName: `community-hub-${stamp}.hubbackup`,
      size: bytes.length,
      counts,
      madeBy,
      data: place.driver === 'database' ? bytes : null,
    })
    .returning();
  if (!row) throw new Error('backup insert returned nothing');
  if (place.driver === 'local') {
    await mkdir(place.dir, { recursive: true, mode: 0o700 });
    try {
      await writeFile(backupPath(place, row.id), bytes, { mode: 0o600 });
    } catch (error) {
      await db.delete(backups).where(eq(backups.id, row.id));
      throw error;
    }
  }
  return toBackup(row);
}

export async function listBackups(db: Executor, page: number, pageSize: number): Promise<BackupList> {
  const columns = {
    id: backups.id,
    fileName: backups.fileName,
    size: backups.size,
    counts: backups.counts,
    madeBy: backups.madeBy,
    createdAt: backups.createdAt,
  };
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(backups)
      .orderBy(desc(backups.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(backups),
  ]);
  return { items: rows.map((row) => toBackup({ ...row, data: null })), total: counted?.total ?? 0 };
}

export async function readBackup(db: Executor, place: BackupPlace, id: string) {
  const [row] = await db.select().from(backups).where(eq(backups.id, id));
  if (!row) throw notFound('This backup no longer exists.');
  const bytes = row.data ?? (await readFile(backupPath(place, id)).catch(() => null));
  if (!bytes) throw notFound('The backup file is missing.');
  return { fileName: row.fileName, bytes };
}

export async function deleteBackup(db: Executor, place: BackupPlace, id: string) {
  const [row] = await db.delete(backups).where(eq(backups.id, id)).returning({ id: backups.id });
  if (!row) throw notFound('This backup no longer exists.');
  await rm(backupPath(place, id), { force: true });
}

/**
 * Restores an archive: checked in full first, then every table replaced in one transaction; stored files are
 * written after the transaction commits, and files no longer referenced are removed.
 */
export async function restoreBackup(
  db: Database,
  storage: FileStorage,
  stagingDir: string,
  bytes: Buffer,
): Promise<RestoreResult> {
  let archive: ReturnType<typeof readArchive>;
  try {
    archive = readArchive(bytes, await schemaVersion(db));
  } catch (error) {
    if (error instanceof ArchiveError)
      throw new AppError(400, 'INVALID_BACKUP', error.message, { archive: error.message });
    throw error;
  }
  const current = await tablesInOrder(db);
  const unknown = archive.tables.map((table) => table.name).filter((name) => !current.includes(name));
  if (unknown.length)
    throw new AppError(400, 'INVALID_BACKUP', `The backup holds unknown tables: ${unknown.join(', ')}`);

  await mkdir(stagingDir, { recursive: true, mode: 0o700 });
  const staged = archive.files.map((file) => ({
    id: file.id,
    path: join(stagingDir, `restore-${file.id}.part`),
    bytes: file.bytes,
  }));
  try {
    for (const file of staged) await writeFile(file.path, file.bytes, { mode: 0o600 });
    const rowsByTable = new Map(archive.tables.map((table) => [table.name, table.rows]));
    await db.transaction(async (tx) => {
      const everything = [...current, 'sessions'].map((name) => sql.identifier(name));
      await tx.execute(sql`TRUNCATE ${sql.join(everything, sql`, `)} CASCADE`);
      for (const name of current) {
        const rows = rowsByTable.get(name);
        if (!rows?.length) continue;
        // Generated columns are computed again by the server, so only stored columns are inserted.
        const columns = await insertableColumns(tx, name);
        await tx.execute(
          sql`INSERT INTO ${sql.identifier(name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${sql.identifier(name)}, ${JSON.stringify(rows)}::json)`,
        );
      }
    });
    for (const file of staged) await storage.put(db, file.id, file.path);
    await removeUnreferencedLocalFiles(db, storage);
  } finally {
    for (const file of staged) await rm(file.path, { force: true });
  }
  return { counts: archive.manifest.counts, files: archive.files.length };
}

async function insertableColumns(db: Executor, table: string) {
  const result = await db.execute<{ name: string }>(
    sql`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  );
  return sql.join(
    result.rows.map((row) => sql.identifier(row.name)),
    sql`, `,
  );
}

async function removeUnreferencedLocalFiles(db: Executor, storage: FileStorage) {
  if (storage.driver !== 'local' || !storage.root) return;
  const known = new Set(
    (await db.execute<{ id: string }>(sql`SELECT id FROM files`)).rows.map((row) => row.id),
  );
  for (const name of await readdir(storage.root).catch(() => [] as string[])) {
    if (!known.has(name)) await storage.remove(db, name);
  }
}

export async function readSettings(db: Executor) {
  const [row] = await db.select().from(backupSettings).where(eq(backupSettings.singleton, true));
  return {
    interval: row?.interval ?? 'off',
    keep: row?.keep ?? 7,
    lastRunAt: row?.lastRunAt?.toISOString() ?? null,
  };
}

export async function saveSettings(db: Executor, settings: BackupSettings) {
  await db
    .insert(backupSettings)
    .values({ singleton: true, ...settings })
    .onConflictDoUpdate({ target: backupSettings.singleton, set: settings });
  return readSettings(db);
}
