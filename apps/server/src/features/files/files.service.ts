import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FilePurpose } from '@hub/contract/enums';
import {
  FILE_RULES,
  fileTooLargeMessage,
  fileTypeMessage,
  maxMegabytes,
} from '@hub/contract/files/file.schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { fileTypeFromFile } from 'file-type';
import type { Executor } from '../../db/client.ts';
import type { InTransaction } from '../../lib/audit-trail.ts';
import type { Transaction } from '../../db/executor.ts';
import type { FileChange, FileStorage } from '../../lib/file-change.ts';
import { AppError, badRequest, notFound } from '../../plugins/errors.ts';
import { storageFullOr } from './file-storage.ts';
import { files } from './files.table.ts';
import { zipDirectory } from './zip-directory.ts';
import { SERVER_MESSAGES } from '@hub/contract/messages';

export type StagedFile = {
  id: string;
  path: string;
  purpose: FilePurpose;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
};

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, i) => head[offset + i] === byte);

/** What the first bytes of each type must be: a name alone proves nothing. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  '.pdf': (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
  '.doc': (head) => startsWith(head, OLE),
  '.ppt': (head) => startsWith(head, OLE),
  '.docx': (head) => startsWith(head, ZIP),
  '.pptx': (head) => startsWith(head, ZIP),
  '.jpg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  '.jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  '.png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  '.gif': (head) => head.subarray(0, 4).toString('latin1') === 'GIF8',
  '.webp': (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Word and PowerPoint files are zip archives, and so is anything zipped: a name and the zip's first bytes prove
 * nothing. file-type reads the archive's [Content_Types].xml and part names to tell real OOXML documents.
 */
const OOXML: Record<string, string> = { '.docx': 'docx', '.pptx': 'pptx' };
/** What an Office upload may declare: far more than any CV or slide deck, far less than a zip bomb. */
export const OOXML_MAX_ENTRIES = 1000;
const OOXML_MAX_UNPACKED_MB = 100;
export const unpackedTooLargeMessage = (extension: string) =>
  `This ${extension.slice(1).toUpperCase()} file is too large once unpacked: at most ${OOXML_MAX_UNPACKED_MB}MB in ${OOXML_MAX_ENTRIES} parts.`;

/** A safe display name: no path, no control characters, at most 255 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? 'file')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(-255) || 'file';

/** What stageUpload reads of an upload: a multipart file part, or a file of an export being imported. */
export type UploadedPart = Pick<MultipartFile, 'filename' | 'fieldname'> & {
  file: Readable & { truncated?: boolean };
};

/**
 * Streams an uploaded part to a temporary file while hashing it, then checks its type, size and first bytes.
 * A refused upload leaves nothing behind.
 */
export async function stageUpload(
  part: UploadedPart,
  purpose: FilePurpose,
  stagingDir: string,
): Promise<StagedFile> {
  const rules = FILE_RULES[purpose];
  const extension = extname(part.filename).toLowerCase();
  if (!rules.extensions.includes(extension)) {
    part.file.resume();
    throw new AppError(415, 'UNSUPPORTED_TYPE', fileTypeMessage(rules.extensions), {
      [part.fieldname]: fileTypeMessage(rules.extensions),
    });
  }
  await mkdir(stagingDir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const path = join(stagingDir, `${id}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, createWriteStream(path, { mode: 0o600 }));
    if (part.file.truncated) {
      const message = fileTooLargeMessage(maxMegabytes(purpose));
      throw new AppError(413, 'TOO_LARGE', message, { [part.fieldname]: message });
    }
    if (size === 0)
      throw new AppError(400, 'VALIDATION', SERVER_MESSAGES.fileEmpty, {
        [part.fieldname]: SERVER_MESSAGES.fileEmpty,
      });
    const ooxml = OOXML[extension];
    // An Office file is a zip: its directory is checked before anything (file-type, the CV text) unpacks it.
    const directory = ooxml && SIGNATURES[extension]?.(head) ? await zipDirectory(path) : null;
    if (
      directory &&
      (directory.entries > OOXML_MAX_ENTRIES || directory.unpackedBytes > OOXML_MAX_UNPACKED_MB * 1024 * 1024)
    ) {
      const message = unpackedTooLargeMessage(extension);
      throw new AppError(413, 'TOO_LARGE', message, { [part.fieldname]: message });
    }
    const isRealType =
      SIGNATURES[extension]?.(head) &&
      (!ooxml || (directory !== null && (await fileTypeFromFile(path))?.ext === ooxml));
    if (!isRealType) {
      const message = `This file is not a real ${extension.slice(1).toUpperCase()} file. ${fileTypeMessage(rules.extensions)}`;
      throw new AppError(415, 'UNSUPPORTED_TYPE', message, { [part.fieldname]: message });
    }
  } catch (error) {
    await rm(path, { force: true });
    throw storageFullOr(error, part.fieldname);
  }
  return {
    id,
    path,
    purpose,
    originalName: cleanName(part.filename),
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    size,
    sha256: hash.digest('hex'),
  };
}

/**
 * Records a staged file and moves its bytes into storage; run it inside the caller's transaction. Features call
 * it in the transaction that attaches the file (an application's CV, a showcase CV...), so the file is claimed
 * at once; only the bare upload (POST /api/files) passes `isClaimed: false`, leaving it to the sweep of
 * abandoned uploads until something attaches it.
 */
export async function saveStaged(
  db: Executor,
  storage: FileStorage,
  staged: StagedFile,
  ownerId: string | null,
  { isClaimed = true }: { isClaimed?: boolean } = {},
) {
  await db.insert(files).values({
    id: staged.id,
    purpose: staged.purpose,
    originalName: staged.originalName,
    contentType: staged.contentType,
    size: staged.size,
    sha256: staged.sha256,
    driver: storage.driver,
    ownerId,
    claimedAt: isClaimed ? sql`now()` : null,
  });
  await storage.put(db, staged.id, staged.path);
}

/** Bytes of an account's uploads that nothing has attached yet (bare POST /api/files uploads): its quota's use. */
export async function unclaimedBytes(db: Executor, ownerId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), isNull(files.claimedAt)));
  return Number(row?.total ?? 0);
}

/** After a failed save: the staged file and any bytes already moved are removed. */
export async function discardStaged(db: Executor, storage: FileStorage, staged: StagedFile) {
  await rm(staged.path, { force: true });
  await storage.remove(db, staged.id).catch(() => undefined);
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      purpose: files.purpose,
      originalName: files.originalName,
      contentType: files.contentType,
      size: files.size,
      sha256: files.sha256,
      ownerId: files.ownerId,
      visibility: files.visibility,
      claimedAt: files.claimedAt,
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

/**
 * Copies a stored file's bytes, from either storage, to a new staged file with a new id, to be saved like an
 * upload (saveStaged, and discardStaged if that fails): a copy that stays as it is when the original is replaced
 * or deleted. Null when the file or its bytes are gone.
 */
export async function stageCopy(
  db: Executor,
  storage: FileStorage,
  id: string,
  stagingDir: string,
): Promise<StagedFile | null> {
  const file = await findFile(db, id);
  const bytes = file && (await storage.read(db, id));
  if (!file || !bytes) return null;
  await mkdir(stagingDir, { recursive: true, mode: 0o700 });
  const copyId = randomUUID();
  const path = join(stagingDir, `${copyId}.part`);
  try {
    await pipeline(bytes, createWriteStream(path, { mode: 0o600 }));
  } catch (error) {
    await rm(path, { force: true });
    throw storageFullOr(error);
  }
  const { purpose, originalName, contentType, size, sha256 } = file;
  return { id: copyId, path, purpose, originalName, contentType, size, sha256 };
}

/** Deletes the row, then the bytes: call it outside a transaction, or with a storage that defers removals. */
export async function deleteFile(db: Executor, storage: FileStorage, id: string) {
  await db.delete(files).where(eq(files.id, id));
  await storage.remove(db, id);
}

/**
 * Runs a change to a row that owns files in one transaction (with its audit event) and deletes the files it
 * detached only once that committed, so a change that rolls back keeps them. A failed deletion is only logged,
 * as `failure` (admin.md section 8): the change itself went through.
 */
export async function changeDetachingFiles<T>(
  { db, storage, log }: FileChange,
  failure: string,
  change: (tx: Transaction) => Promise<{ result: T; detached: (string | null)[] }>,
): Promise<T> {
  const { result, detached } = await db.transaction(change);
  for (const id of detached) {
    if (!id) continue;
    await deleteFile(db, storage, id).catch((error: unknown) =>
      log.warn({ err: error, storageId: id }, failure),
    );
  }
  return result;
}

/** A table of rows that own files, each row found by its `id`. */
type FileOwnerTable = PgTable & { id: PgColumn };

/** What the `edit` of a `fileOwnerEditor` decides: the row's new values, and the files the edit lets go. */
type FileOwnerEdit<Table extends FileOwnerTable> = {
  values: PgUpdateSetSource<Table>;
  detached: (string | null)[];
};

/** A kind of row that owns files: its table, and what an edit answers (404 with `gone`; the row as `toItem`). */
type FileOwnerKind<Table extends FileOwnerTable, Item> = {
  table: Table;
  gone: string;
  /** What the log says when an old file could not be deleted. */
  failure: string;
  toItem: (row: Table['$inferSelect']) => Item;
};

/**
 * The edit of a kind of row that owns files (a trip, a benefit, a training, a profile), run as
 * `changeDetachingFiles` runs a change. The row is locked first, so two edits cannot both replace the same file and
 * leave one behind; `edit` claims any new files and says the new values and which old files go; the audit event
 * names the row as `toItem` answers it. A row that is not there (before or after) answers 404 with `gone`.
 */
export function fileOwnerEditor<Table extends FileOwnerTable, Item, Input>(
  kind: FileOwnerKind<Table, Item>,
  edit: (tx: Transaction, before: Table['$inferSelect'], input: Input) => Promise<FileOwnerEdit<Table>>,
) {
  const { gone, failure, toItem } = kind;
  // Drizzle cannot type a query on a table it is given generically; the rows are the table's.
  const table: FileOwnerTable = kind.table;
  return (at: FileChange, id: string, input: Input, audit?: InTransaction<Item>): Promise<Item> =>
    changeDetachingFiles(at, failure, async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw notFound(gone);
      const { values, detached } = await edit(tx, before as Table['$inferSelect'], input);
      const [after] = await tx
        .update(table)
        .set(values as PgUpdateSetSource<FileOwnerTable>)
        .where(eq(table.id, id))
        .returning();
      if (!after) throw notFound(gone);
      const item = toItem(after as Table['$inferSelect']);
      await audit?.(tx, item);
      return { result: item, detached };
    });
}

/**
 * File bytes on disk cannot be rolled back with a transaction: give `deferred` to deleteFile inside it, which
 * only collects the ids, and call `flush` once it has committed. With the database driver the bytes go with the
 * row, inside the transaction. A failed removal only logs a warning.
 */
export function deferRemovals(storage: FileStorage) {
  const pending: string[] = [];
  const deferred: FileStorage = {
    ...storage,
    remove: async (_db, id) => {
      pending.push(id);
    },
  };
  const flush = async (db: Executor, log: { warn: (details: object, message: string) => void }) => {
    for (const id of pending) {
      await storage
        .remove(db, id)
        .catch((error: unknown) => log.warn({ err: error, storageId: id }, 'file bytes not removed'));
    }
  };
  return { deferred, flush };
}

/** `attachment; filename="..."; filename*=UTF-8''...`: the original name, safely encoded. */
const attachmentHeader = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Sends a stored file as a download with its original name; never inline, never sniffed. */
export async function sendStoredFile(
  reply: FastifyReply,
  db: Executor,
  storage: FileStorage,
  file: { id: string; contentType: string; size: number; originalName: string },
) {
  const stream = await storage.read(db, file.id);
  if (!stream) throw notFound('File not found.');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentHeader(file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

const FILE_GONE = 'An uploaded file was not found. Please upload it again.';

/** Sets attachment state on files; a file swept away meanwhile fails the call instead of leaving a broken reference. */
async function setAttachment(
  db: Executor,
  storageIds: string[],
  changes: { visibility?: 'members' | 'private'; isClaimed?: true },
) {
  if (!storageIds.length) return;
  const updated = await db
    .update(files)
    .set({
      ...(changes.visibility ? { visibility: changes.visibility } : {}),
      ...(changes.isClaimed ? { claimedAt: sql`coalesce(${files.claimedAt}, now())` } : {}),
    })
    .where(inArray(files.id, storageIds))
    .returning({ id: files.id });
  if (updated.length < new Set(storageIds).size) throw badRequest(FILE_GONE);
}

/**
 * Makes files readable by every signed-in member and marks them claimed: call it in the transaction that
 * attaches them to content members can see (benefit images, trip documents, showcase CVs...). Application
 * CVs never are.
 */
export const shareWithMembers = (db: Executor, storageIds: string[]) =>
  setAttachment(db, storageIds, { visibility: 'members', isClaimed: true });

/** Marks files claimed without sharing them (content only administrators see). */
export const claimFiles = (db: Executor, storageIds: string[]) =>
  setAttachment(db, storageIds, { isClaimed: true });

/** The reverse of shareWithMembers, when content is hidden from members again (e.g. a hidden profile). */
export const withdrawFromMembers = (db: Executor, storageIds: string[]) =>
  setAttachment(db, storageIds, { visibility: 'private' });

export const HOUR = 60 * 60 * 1000;
/** An upload nothing claimed within a day is abandoned. */
const ABANDONED_AFTER_MS = 24 * HOUR;

/**
 * Deletes files never claimed by any feature and older than `olderThanMs`: the rows first, in single
 * statements that commit on their own (rows another request is attaching right now are skipped, and each row is
 * taken by one process only), then their bytes.
 */
export async function sweepAbandonedFiles(
  db: Executor,
  storage: FileStorage,
  { olderThanMs = ABANDONED_AFTER_MS, batch = 200 }: { olderThanMs?: number; batch?: number } = {},
) {
  const removed: string[] = [];
  for (;;) {
    const result = await db.execute<{ id: string }>(sql`
      DELETE FROM ${files} WHERE ${files.id} IN (
        SELECT ${files.id} FROM ${files}
        WHERE ${files.claimedAt} IS NULL
          AND ${files.createdAt} < now() - make_interval(secs => ${olderThanMs / 1000})
        ORDER BY ${files.createdAt}
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)
      RETURNING ${files.id} AS id`);
    for (const { id } of result.rows) {
      // The row is gone either way; bytes that would not go are found again by sweepOrphanBytes.
      await storage.remove(db, id).catch(() => undefined);
      removed.push(id);
    }
    if (result.rows.length < batch) return removed;
  }
}

/**
 * Local storage only: bytes on disk whose row is gone (a crash between deleting a row and its bytes), left alone
 * for an hour since a local put moves the bytes in just before its transaction commits.
 */
export async function sweepOrphanBytes(db: Executor, storage: FileStorage, olderThanMs = HOUR) {
  if (storage.driver !== 'local' || !storage.root) return [];
  const root = storage.root;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const names = (await readdir(root).catch(() => [] as string[])).filter((name) => uuid.test(name));
  const removed: string[] = [];
  for (let i = 0; i < names.length; i += 500) {
    const slice = names.slice(i, i + 500);
    const known = new Set(
      (await db.select({ id: files.id }).from(files).where(inArray(files.id, slice))).map((row) => row.id),
    );
    for (const name of slice.filter((id) => !known.has(id))) {
      const info = await stat(join(root, name)).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await storage.remove(db, name);
        removed.push(name);
      }
    }
  }
  return removed;
}

/**
 * Empties the staging folder of uploads a crash left behind. `olderThanMs` 0 removes everything (one process owns
 * the folder); otherwise entries written more recently may belong to an upload still running.
 */
export async function clearStaging(stagingDir: string, olderThanMs = 0) {
  const names = await readdir(stagingDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(stagingDir, name);
    const info = olderThanMs > 0 ? await stat(path).catch(() => null) : null;
    if (olderThanMs > 0 && (!info || Date.now() - info.mtimeMs <= olderThanMs)) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Who may read a stored file: administrators, its owner, and every member once it is shared. */
export const canReadFile = (
  user: { id: string; role: string },
  file: { ownerId: string | null; visibility: 'private' | 'members' },
) => user.role === 'admin' || file.ownerId === user.id || file.visibility === 'members';
