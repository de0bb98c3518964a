import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Backup, BackupList, BackupSettings, RestoreResult } from '@hub/contract/backup/backup.schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  connectDatabase,
  type Database,
  type Executor,
  migrateFirst,
  migrationList,
  runMigrations,
  withDatabase,
} from '../../db/client.ts';
import { listPage } from '../../lib/list-page.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import type { InTransaction } from '../../lib/audit-trail.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { localStorage } from '../files/index.ts';
import {
  type ArchiveContent,
  ArchiveError,
  readArchive,
  readArchiveSchemaVersion,
  writeArchive,
} from './backup-archive.ts';
import { backupChunks, backupSettings, backups } from './backups.table.ts';

/**
 * Not backed up: sessions (a restore signs everyone out), the backups themselves, the key that signs
 * short-lived file links and the VAPID keys push notifications are signed with (server secrets, not data; they stay
 * as they are), first-run setup links, event stream
 * tickets (seconds long) and the audit trail (a restore never rewinds it: it keeps what happened before, and the
 * restore itself).
 */
const NOT_BACKED_UP = new Set([
  'sessions',
  'audit_events',
  'backups',
  'backup_chunks',
  'file_link_key',
  'app_secret',
  'vapid_keys',
  'sign_in_codes',
  'sign_in_code_guesses',
  'passkey_challenges',
  // Sign-in proofs like the codes: a restore voids outstanding invite links (the entry's truncation cascades).
  'invite_links',
  'admin_sign_in_failures',
  'setup_tokens',
  'event_tickets',
  // Derived: the triggers that keep it fill it again as the restored rows go in (decision 051).
  'search_words',
]);
/** Rows read per round trip while an archive is written. */
const FETCH_ROWS = 500;
/** Rows (or about this many bytes of JSON) inserted per statement while an archive is restored. */
const INSERT_ROWS = 1000;
const INSERT_BYTES = 4 * 1024 * 1024;
/** Archives kept in the database are stored in pieces of this size. */
const ARCHIVE_CHUNK_BYTES = 1024 * 1024;
/** A temporary file untouched this long belongs to no running backup or restore. */
const LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Where backups are kept and how they are sealed: the key (BACKUP_KEY, or derived from the application secret)
 * and the most a restore stages once decompressed (BACKUP_RESTORE_MAX_MB).
 */
export type BackupPlace = { driver: 'local' | 'database'; dir: string; key: Buffer; maxRestoreBytes: number };

type TablePlan = { name: string; columns: string[] };
type BackupPlan = {
  /** Every backed-up table, parents before children, with the columns that are stored (not generated). */
  tables: TablePlan[];
  /** Tables that hold stored file bytes (the database file driver's): bytes travel through FileStorage. */
  byteTables: string[];
};

/** Reads the schema: which tables and columns a backup holds, in an order that satisfies foreign keys. */
async function backupPlan(db: Executor): Promise<BackupPlan> {
  const columns = await db.execute<{ table: string; column: string; type: string; generated: string }>(sql`
    SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type, c.is_generated AS generated
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`);
  const edges = await db.execute<{ child: string; parent: string }>(sql`
    SELECT cl.relname AS child, pl.relname AS parent
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_class pl ON pl.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'`);

  const byTable = new Map<string, Array<{ column: string; type: string; generated: string }>>();
  for (const row of columns.rows) {
    const list = byTable.get(row.table) ?? [];
    list.push(row);
    byTable.set(row.table, list);
  }
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of edges.rows) {
    if (child === parent) continue;
    const set = parentsOf.get(child) ?? new Set<string>();
    set.add(parent);
    parentsOf.set(child, set);
  }
  const holdsBytes = (table: string) =>
    table !== 'files' &&
    Boolean(parentsOf.get(table)?.has('files')) &&
    (byTable.get(table) ?? []).some((column) => column.type === 'bytea');

  const byteTables = [...byTable.keys()].filter((name) => !NOT_BACKED_UP.has(name) && holdsBytes(name));
  const names = [...byTable.keys()].filter((name) => !NOT_BACKED_UP.has(name) && !byteTables.includes(name));
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parentsOf.get(name) ?? []) if (names.includes(parent)) visit(parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());

  const tables = ordered.map((name) => ({
    name,
    // Generated columns are computed again on insert; file bytes never travel as table data.
    columns: (byTable.get(name) ?? [])
      .filter((column) => column.generated === 'NEVER' && !(name === 'files' && column.type === 'bytea'))
      .map((column) => column.column),
  }));
  return { tables, byteTables };
}

/** Every backed-up table, parents before children (by their foreign keys). */
export async function tablesInOrder(db: Executor): Promise<string[]> {
  return (await backupPlan(db)).tables.map((table) => table.name);
}

/**
 * The applied migrations (`<count>:<first 12 hex of the last one's hash>`), so an archive is restored onto the
 * schema it was made from, or brought forward from an older one (restoreBackup).
 */
async function schemaVersion(db: Executor) {
  const result = await db.execute<{ applied: number; last: string | null }>(
    sql`SELECT count(*)::int AS applied, max(hash) FILTER (WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)) AS last FROM drizzle.__drizzle_migrations`,
  );
  const row = result.rows[0];
  return `${row?.applied ?? 0}:${(row?.last ?? '').slice(0, 12)}`;
}

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** Rows of a query, a few hundred at a time, through a cursor of the open transaction. */
async function* cursorRows<T>(tx: Executor, name: string, query: ReturnType<typeof sql>) {
  await tx.execute(sql`DECLARE ${sql.identifier(name)} NO SCROLL CURSOR FOR ${query}`);
  try {
    for (;;) {
      const batch = await tx.execute<T & Record<string, unknown>>(
        sql`FETCH ${sql.raw(String(FETCH_ROWS))} FROM ${sql.identifier(name)}`,
      );
      for (const row of batch.rows) yield row as T;
      if (batch.rows.length < FETCH_ROWS) break;
    }
  } finally {
    await tx.execute(sql`CLOSE ${sql.identifier(name)}`);
  }
}

/**
 * Writes an archive of every table and every stored file to `outPath`. Everything is read in one REPEATABLE READ
 * READ ONLY transaction, so the tables are one consistent snapshot; rows come through a cursor and files stream
 * from storage, so memory stays flat however large the hub is.
 */
export async function writeBackupFile(db: Database, storage: FileStorage, outPath: string, key: Buffer) {
  return db.transaction(
    async (tx) => {
      const plan = await backupPlan(tx);
      const content: ArchiveContent = {
        schemaVersion: await schemaVersion(tx),
        tables: (async function* () {
          for (const table of plan.tables) {
            const query = sql`SELECT row_to_json(t)::text AS row FROM (SELECT ${columnList(table.columns)} FROM ${sql.identifier(table.name)}) t`;
            yield {
              name: table.name,
              rows: (async function* () {
                for await (const { row } of cursorRows<{ row: string }>(tx, 'backup_rows', query)) yield row;
              })(),
            };
          }
        })(),
        // Every stored file, whatever driver wrote it, is read through the storage this server uses.
        files: (async function* () {
          const ids = cursorRows<{ id: string }>(tx, 'backup_files', sql`SELECT id FROM files ORDER BY id`);
          for await (const { id } of ids) yield { id, open: () => storage.read(tx, id) };
        })(),
      };
      const written = await writeArchive(content, outPath, key);
      const counts: Record<string, number> = { ...written.counts, stored_files: written.files };
      if (written.missingFiles.length) counts.missing_files = written.missingFiles.length;
      return { size: written.size, counts, missingFiles: written.missingFiles };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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

/** Temporary archives and restore folders (names starting with '.') a crash left behind for a day or more. */
async function clearLeftovers(dir: string) {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith('.')) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > LEFTOVER_AGE_MS)
      await rm(join(dir, name), { recursive: true, force: true });
  }
}

/**
 * Makes a backup and keeps it in its place: DATA_DIR/backups, or in the database (in chunks) with the database
 * storage. The archive is streamed to a temporary file first, so a failure leaves nothing listed.
 */
export async function createBackup(
  db: Database,
  storage: FileStorage,
  place: BackupPlace,
  madeBy: string,
  audit?: InTransaction<Backup>,
) {
  await mkdir(place.dir, { recursive: true, mode: 0o700 });
  await clearLeftovers(place.dir);
  const id = randomUUID();
  const tempPath = join(place.dir, `.${id}.hubbackup.tmp`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const fileName = `community-hub-${stamp}.hubbackup`;
  try {
    const { size, counts } = await writeBackupFile(db, storage, tempPath, place.key);
    const values = { id, fileName, size, counts, madeBy };
    if (place.driver === 'local') {
      await rename(tempPath, backupPath(place, id));
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(backups).values(values).returning();
          if (!row) throw new Error('backup insert returned nothing');
          await audit?.(tx, toBackup(row));
          return toBackup(row);
        });
      } catch (error) {
        await rm(backupPath(place, id), { force: true });
        throw error;
      }
    }
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(backups).values(values).returning();
      if (!row) throw new Error('backup insert returned nothing');
      let seq = 0;
      for await (const chunk of createReadStream(tempPath, { highWaterMark: ARCHIVE_CHUNK_BYTES })) {
        await tx.insert(backupChunks).values({ backupId: id, seq: seq++, data: chunk as Buffer });
      }
      await audit?.(tx, toBackup(row));
      return toBackup(row);
    });
  } finally {
    await rm(tempPath, { force: true });
  }
}

const listColumns = {
  id: backups.id,
  fileName: backups.fileName,
  size: backups.size,
  counts: backups.counts,
  madeBy: backups.madeBy,
  createdAt: backups.createdAt,
};

const newestFirst = [desc(backups.createdAt)];

export async function listBackups(db: Executor, page: number, pageSize: number): Promise<BackupList> {
  const { rows, total } = await listPage(db, backups, {
    exactTotal: true,
    orderBy: newestFirst,
    page,
    pageSize,
  });
  return { items: rows.map(toBackup), total };
}

/** An archive as a stream, for downloads: chunk by chunk from the database, or from DATA_DIR/backups. */
export async function readBackup(db: Database, place: BackupPlace, id: string) {
  const [row] = await db.select(listColumns).from(backups).where(eq(backups.id, id));
  if (!row) throw notFound('This backup no longer exists.');
  const [first] = await db
    .select({ seq: backupChunks.seq })
    .from(backupChunks)
    .where(eq(backupChunks.backupId, id))
    .limit(1);
  if (first) {
    async function* chunks() {
      for (let seq = 0; ; seq++) {
        const [chunk] = await db
          .select({ data: backupChunks.data })
          .from(backupChunks)
          .where(and(eq(backupChunks.backupId, id), eq(backupChunks.seq, seq)));
        if (!chunk) return;
        yield chunk.data;
      }
    }
    return { fileName: row.fileName, size: row.size, stream: Readable.from(chunks()) };
  }
  const path = backupPath(place, id);
  const size = await stat(path).then(
    (info) => info.size,
    () => null,
  );
  if (size === null) throw notFound('The backup file is missing.');
  return { fileName: row.fileName, size, stream: createReadStream(path) };
}

export async function deleteBackup(db: Executor, place: BackupPlace, id: string) {
  // Chunks kept in the database go with the row (ON DELETE CASCADE).
  const [row] = await db.delete(backups).where(eq(backups.id, id)).returning({ id: backups.id });
  if (!row) throw notFound('This backup no longer exists.');
  await rm(backupPath(place, id), { force: true });
}

/** A row PostgreSQL refuses (bad data, a broken constraint) makes the archive invalid, not the server broken. */
function refusedByDatabase(error: unknown) {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: unknown; message?: unknown };
  if (typeof cause.code !== 'string' || !/^2[23]/.test(cause.code)) return null;
  const message = `The backup could not be restored: ${String(cause.message)}. Nothing was changed.`;
  return new AppError(400, 'INVALID_BACKUP', message, { archive: message });
}

const invalidBackup = (error: ArchiveError) =>
  new AppError(400, 'INVALID_BACKUP', error.message, { archive: error.message });

/** Writes bytes to a file stream, resolving once they are written (so memory stays bounded). */
const write = (stream: WriteStream, bytes: Buffer) =>
  new Promise<void>((resolve, reject) => stream.write(bytes, (error) => (error ? reject(error) : resolve())));
const close = (stream: WriteStream) =>
  new Promise<void>((resolve, reject) =>
    stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );

/** The SHA-256 of stored bytes; null when they cannot be read whole (then they are replaced). */
async function sha256Of(stream: Readable) {
  const hash = createHash('sha256');
  try {
    for await (const chunk of stream) hash.update(chunk as Buffer);
  } catch {
    return null;
  }
  return hash.digest('hex');
}

/**
 * Restores the archive at `archivePath`. One made by this schema is restored as it is (restoreSameSchema). One
 * made by an older version of Community Hub, whose migrations are the first ones of ours, is first brought
 * forward: rebuilt at its own schema in a temporary database, migrated there by our newer migrations exactly as
 * a live database would be, and written out again; that archive is then restored. Anything else is refused.
 */
export async function restoreBackup(
  db: Database,
  storage: FileStorage,
  place: BackupPlace,
  archivePath: string,
  audit?: InTransaction<RestoreResult>,
): Promise<RestoreResult> {
  const appliedThen = olderSchemaOf(await readArchiveSchemaVersion(archivePath, place.key));
  if (appliedThen === null) return restoreSameSchema(db, storage, place, archivePath, audit);
  await mkdir(place.dir, { recursive: true, mode: 0o700 });
  const work = join(place.dir, `.upgrade-${randomUUID()}`);
  await mkdir(work, { recursive: true, mode: 0o700 });
  try {
    const upgraded = await upgradeArchive(db, archivePath, { ...place, dir: work }, appliedThen);
    return await restoreSameSchema(db, storage, place, upgraded, audit);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * How many migrations an archive's schema version (`<applied>:<first 12 hex of the last one's hash>`) says were
 * applied, when that is fewer than ours and the last of them is our migration of that rank: the archive's
 * migrations are then a prefix of ours. Null for this schema, a newer one or a foreign one.
 */
function olderSchemaOf(version: string | undefined) {
  const match = /^(\d+):([0-9a-f]{12})$/.exec(version ?? '');
  if (!match) return null;
  const applied = Number(match[1]);
  const ours = migrationList();
  if (applied < 1 || applied >= ours.length) return null;
  return ours[applied - 1]?.hash.startsWith(match[2] ?? '-') ? applied : null;
}

/**
 * Brings an older archive to this schema in a temporary database on the same server (so the app's role needs
 * CREATEDB, which the embedded server's has): our first `applied` migrations, the archive restored there, the
 * remaining migrations, and a new archive written from it into `work`. The temporary database is always dropped.
 */
async function upgradeArchive(db: Database, archivePath: string, workPlace: BackupPlace, applied: number) {
  const work = workPlace.dir;
  const url = db.$client.options.connectionString;
  if (!url) throw new Error('the database pool has no connection string');
  const name = `hub_restore_${randomUUID().replaceAll('-', '')}`;
  try {
    await db.execute(sql.raw(`CREATE DATABASE ${name}`));
  } catch (error) {
    throw new AppError(
      500,
      'RESTORE_NEEDS_CREATEDB',
      `This backup was made by an older version of Community Hub. Bringing it up to date needs a temporary database, which could not be created (${error instanceof Error ? error.message : String(error)}). Grant the app's database user CREATEDB, or restore it with the older version and then upgrade.`,
    );
  }
  const scratch = connectDatabase(withDatabase(url, name), 2);
  try {
    await migrateFirst(scratch.pool, applied);
    // Files pass through a folder of their own: the live storage is only touched by the final restore.
    const files = localStorage(join(work, 'files'));
    await restoreSameSchema(scratch.db, files, workPlace, archivePath);
    await runMigrations(scratch.pool);
    const upgraded = join(work, 'upgraded.hubbackup');
    await writeBackupFile(scratch.db, files, upgraded, workPlace.key);
    return upgraded;
  } finally {
    await scratch.close();
    await db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
  }
}

/**
 * Restores the archive at `archivePath`:
 * 1. one streaming pass authenticates all of it (the seal) and checks it (format, schema version, every checksum
 *    and count), staging every file's bytes in a folder beside the backups, at most `place.maxRestoreBytes`
 *    decompressed; nothing has reached storage or the database yet, and a bad archive stops here;
 * 2. one transaction replaces every table (rows inserted in batches from a second streaming pass), points every
 *    file at this server's storage driver and puts the new bytes into storage before committing; bytes that
 *    were already there unchanged are left alone;
 * 3. only after the commit, files the old data referenced and the new data does not are removed.
 * If step 2 fails, the database rolls back and bytes put into a local store are put back as they were.
 */
async function restoreSameSchema(
  db: Database,
  storage: FileStorage,
  place: BackupPlace,
  archivePath: string,
  audit?: InTransaction<RestoreResult>,
): Promise<RestoreResult> {
  const workDir = place.dir;
  const plan = await backupPlan(db);
  const expect = {
    schemaVersion: await schemaVersion(db),
    tables: new Set(plan.tables.map((table) => table.name)),
    key: place.key,
    maxBytes: place.maxRestoreBytes,
  };
  await clearLeftovers(workDir);
  const work = join(workDir, `.restore-${randomUUID()}`);
  await mkdir(work, { recursive: true, mode: 0o700 });
  try {
    // 1. Check everything and stage the files.
    const staged = new Map<string, { path: string; sha256: string }>();
    let output: WriteStream | null = null;
    let manifest: Awaited<ReturnType<typeof readArchive>>['manifest'];
    try {
      ({ manifest } = await readArchive(archivePath, expect, {
        fileStart: (id) => {
          output = createWriteStream(join(work, id), { mode: 0o600 });
        },
        chunk: (_id, bytes) => (output ? write(output, bytes) : undefined),
        fileEnd: async (id, sha256) => {
          if (output) await close(output);
          output = null;
          staged.set(id, { path: join(work, id), sha256 });
        },
      }));
    } catch (error) {
      (output as WriteStream | null)?.destroy();
      if (error instanceof ArchiveError) throw invalidBackup(error);
      throw error;
    }

    // 2. Replace everything in one transaction; new bytes are in storage before it commits.
    const isTransactionalStorage = storage.driver === 'database';
    const placed: Array<{ id: string; previous: string | null }> = [];
    let unreferenced: string[] = [];
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE files IN ACCESS EXCLUSIVE MODE`);
        await tx.execute(
          sql`CREATE TEMPORARY TABLE restore_old_files ON COMMIT DROP AS SELECT id FROM files`,
        );
        const everything = [...plan.tables.map((table) => table.name), ...plan.byteTables, 'sessions'];
        await tx.execute(
          sql`TRUNCATE ${sql.join(
            everything.map((name) => sql.identifier(name)),
            sql`, `,
          )} CASCADE`,
        );

        const columnsOf = new Map(plan.tables.map((table) => [table.name, columnList(table.columns)]));
        let pending: string[] = [];
        let pendingBytes = 0;
        const flush = async (table: string) => {
          if (!pending.length) return;
          const columns = columnsOf.get(table);
          if (!columns) throw new Error(`no plan for ${table}`);
          const rows = `[${pending.join(',')}]`;
          pending = [];
          pendingBytes = 0;
          await tx.execute(
            sql`INSERT INTO ${sql.identifier(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${rows}::json)`,
          );
        };
        try {
          await readArchive(archivePath, expect, {
            row: async (table, json) => {
              pending.push(json);
              pendingBytes += json.length;
              if (pending.length >= INSERT_ROWS || pendingBytes >= INSERT_BYTES) await flush(table);
            },
            tableEnd: flush,
          });
        } catch (error) {
          if (error instanceof ArchiveError) throw invalidBackup(error);
          throw error;
        }

        // Every file is now kept by this server's driver, whichever one made the archive.
        await tx.execute(sql`UPDATE files SET driver = ${storage.driver} WHERE driver <> ${storage.driver}`);
        const known = await tx.execute<{ id: string }>(sql`SELECT id FROM files`);
        const isKnown = new Set(known.rows.map((row) => row.id));
        for (const [id, file] of staged) {
          if (!isKnown.has(id)) continue;
          let previous: string | null = null;
          const current = await storage.read(tx, id);
          if (current) {
            if ((await sha256Of(current)) === file.sha256) continue;
            if (!isTransactionalStorage) {
              previous = join(work, `previous-${id}`);
              const again = await storage.read(tx, id);
              if (again) await pipeline(again, createWriteStream(previous, { mode: 0o600 }));
            }
          }
          await storage.put(tx, id, file.path);
          placed.push({ id, previous });
        }
        unreferenced = (
          await tx.execute<{ id: string }>(sql`SELECT id FROM restore_old_files EXCEPT SELECT id FROM files`)
        ).rows.map((row) => row.id);
        await audit?.(tx, { counts: manifest.counts, files: manifest.files });
      });
    } catch (error) {
      // The database rolled back; a local store is put back as it was.
      if (!isTransactionalStorage) {
        for (const { id, previous } of placed.reverse()) {
          await (previous ? storage.put(db, id, previous) : storage.remove(db, id)).catch(() => undefined);
        }
      }
      throw refusedByDatabase(error) ?? error;
    }

    // 3. Committed: bytes no row refers to any more go.
    for (const id of unreferenced) await storage.remove(db, id).catch(() => undefined);
    return { counts: manifest.counts, files: manifest.files };
  } finally {
    await rm(work, { recursive: true, force: true });
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
