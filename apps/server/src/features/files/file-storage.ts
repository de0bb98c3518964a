import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { AppError } from '../../plugins/errors.ts';
import { fileChunks, files } from './files.table.ts';

export const STORAGE_FULL_MESSAGE =
  'The server has no room left to store files, so this file was not saved. Please try again later, and tell the community administrator.';

/**
 * A write that found its disk full (ENOSPC) or its owner's disk quota used up (EDQUOT) as the 507 that says so,
 * on the form's `field` when known; any other error as it was. Otherwise it would be a bare 500 that tells
 * neither the member nor the administrator what to do.
 */
export function storageFullOr(error: unknown, field?: string): unknown {
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  if (code !== 'ENOSPC' && code !== 'EDQUOT') return error;
  return new AppError(
    507,
    'STORAGE_FULL',
    STORAGE_FULL_MESSAGE,
    field ? { [field]: STORAGE_FULL_MESSAGE } : undefined,
  );
}

export function localStorage(root: string): FileStorage {
  const pathOf = (id: string) => join(root, id);
  return {
    driver: 'local',
    root,
    put: async (_db, id, stagedPath) => {
      try {
        await mkdir(root, { recursive: true, mode: 0o700 });
        await rename(stagedPath, pathOf(id)).catch(async () => {
          // Another filesystem: copy, then drop the staged file.
          await pipeline(createReadStream(stagedPath), createWriteStream(pathOf(id), { mode: 0o600 }));
          await rm(stagedPath, { force: true });
        });
      } catch (error) {
        // A copy cut short (a full disk) leaves no partial file behind.
        await rm(pathOf(id), { force: true });
        throw storageFullOr(error);
      }
    },
    read: async (_db, id) => {
      const exists = await stat(pathOf(id)).then(
        () => true,
        () => false,
      );
      return exists ? createReadStream(pathOf(id)) : null;
    },
    remove: async (_db, id) => rm(pathOf(id), { force: true }),
  };
}

/** The size of one stored piece: big enough for few rows, small enough that one piece in memory is cheap. */
export const FILE_CHUNK_BYTES = 512 * 1024;
/** Pieces fetched per query while reading: at most 1 MB in memory per download. */
const CHUNKS_PER_READ = 2;

export function databaseStorage(): FileStorage {
  return {
    driver: 'database',
    put: async (db, id, stagedPath) => {
      // A restore may put bytes again for a file whose pieces came back with the tables.
      await db.delete(fileChunks).where(eq(fileChunks.fileId, id));
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async (bytes: Buffer) => {
        await db.insert(fileChunks).values({ fileId: id, seq, data: bytes });
        seq += 1;
      };
      for await (const piece of createReadStream(stagedPath, { highWaterMark: FILE_CHUNK_BYTES })) {
        pending.push(piece as Buffer);
        pendingBytes += (piece as Buffer).length;
        while (pendingBytes >= FILE_CHUNK_BYTES) {
          const joined = Buffer.concat(pending);
          await flush(joined.subarray(0, FILE_CHUNK_BYTES));
          const rest = joined.subarray(FILE_CHUNK_BYTES);
          pending = rest.length ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      if (pendingBytes > 0) await flush(Buffer.concat(pending));
      await rm(stagedPath, { force: true });
    },
    read: async (db, id) => {
      const [file] = await db.select({ size: files.size }).from(files).where(eq(files.id, id));
      if (!file) return null;
      const first = await chunksFrom(db, id, 0);
      if (first.length === 0) return null;
      return Readable.from(chunksOf(db, id, file.size, first), { objectMode: false });
    },
    remove: async (db, id) => {
      // Pieces go with their row (ON DELETE CASCADE); this covers bytes put for a row that never committed.
      await db.delete(fileChunks).where(eq(fileChunks.fileId, id));
    },
  };
}

const chunksFrom = (db: Executor, id: string, from: number) =>
  db
    .select({ seq: fileChunks.seq, data: fileChunks.data })
    .from(fileChunks)
    .where(
      and(eq(fileChunks.fileId, id), gte(fileChunks.seq, from), lt(fileChunks.seq, from + CHUNKS_PER_READ)),
    )
    .orderBy(asc(fileChunks.seq));

/** Yields the pieces in order, a few per query; a file deleted or damaged meanwhile fails the stream. */
async function* chunksOf(
  db: Executor,
  id: string,
  size: number,
  first: Array<{ seq: number; data: Buffer }>,
) {
  let batch = first;
  let next = 0;
  let sent = 0;
  while (batch.length > 0) {
    for (const chunk of batch) {
      if (chunk.seq !== next) throw new Error(`file ${id}: piece ${next} is missing`);
      next += 1;
      sent += chunk.data.length;
      yield chunk.data;
    }
    if (batch.length < CHUNKS_PER_READ) break;
    batch = await chunksFrom(db, id, next);
  }
  if (sent !== size) throw new Error(`file ${id}: ${sent} of ${size} bytes found`);
}
