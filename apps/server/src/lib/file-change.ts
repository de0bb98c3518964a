import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/executor.ts';

// The shapes through which shared code (lib/admin-routes.ts) and features talk about stored files; the drivers and
// the files table are the files feature's (features/files/file-storage.ts, files.service.ts).

/**
 * Where a file's bytes live. `local` keeps them in DATA_DIR/files (one server); `database` keeps them in the
 * file_chunks table so any number of processes on one PostgreSQL share them.
 */
export type FileStorage = {
  driver: 'local' | 'database';
  /** The folder of a local store. */
  root?: string;
  /** Moves a staged upload (a temporary file) into storage as `id`, after its row was inserted in `db`. */
  put: (db: Executor, id: string, stagedPath: string) => Promise<void>;
  /** The bytes as a stream, read piece by piece; null when the file has no bytes here. */
  read: (db: Executor, id: string) => Promise<Readable | null>;
  /** Removes the bytes; removing bytes that are already gone is fine. */
  remove: (db: Executor, id: string) => Promise<void>;
};

/** What a change to rows that own files works with: the database, where the bytes are, and the log. */
export type FileChange = { db: Database; storage: FileStorage; log: Pick<FastifyBaseLogger, 'warn'> };
