import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from './files.table.ts';

/**
 * Where a file's bytes live. `local` keeps them in DATA_DIR/files (one server); `database` keeps them in the
 * files table so any number of processes on one PostgreSQL share them.
 */
export type FileStorage = {
  driver: 'local' | 'database';
  /** The folder of a local store. */
  root?: string;
  /** Moves a staged upload (a temporary file) into storage as `id`, after its row was inserted in `db`. */
  put: (db: Executor, id: string, stagedPath: string) => Promise<void>;
  read: (db: Executor, id: string) => Promise<Readable | null>;
  remove: (db: Executor, id: string) => Promise<void>;
};

export function localStorage(root: string): FileStorage {
  const pathOf = (id: string) => join(root, id);
  return {
    driver: 'local',
    root,
    put: async (_db, id, stagedPath) => {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await rename(stagedPath, pathOf(id)).catch(async () => {
        // Another filesystem: copy, then drop the staged file.
        await pipeline(createReadStream(stagedPath), createWriteStream(pathOf(id), { mode: 0o600 }));
        await rm(stagedPath, { force: true });
      });
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

export function databaseStorage(): FileStorage {
  return {
    driver: 'database',
    put: async (db, id, stagedPath) => {
      // Files are at most 10 MB, so one bytea write is fine here.
      await db
        .update(files)
        .set({ data: await readFile(stagedPath) })
        .where(eq(files.id, id));
      await rm(stagedPath, { force: true });
    },
    read: async (db, id) => {
      const [row] = await db.select({ data: files.data }).from(files).where(eq(files.id, id));
      return row?.data ? Readable.from(row.data) : null;
    },
    remove: async () => {
      // The bytes go with the row.
    },
  };
}
