import type { FilePurpose } from '@hub/contract/enums';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { chunksTable } from '../../db/columns.ts';
import { users } from '../../db/users.table.ts';

/**
 * Every uploaded file. The id is the storageId handed to clients. Bytes live on disk (`DATA_DIR/files/<id>`)
 * or, with the database driver, in `file_chunks` so several processes on one PostgreSQL share them.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: varchar('purpose', { length: 20 }).notNull().$type<FilePurpose>(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    driver: varchar('driver', { length: 20 }).notNull().$type<'local' | 'database'>(),
    /** 'members': any signed-in member may read it (it is attached to visible content); 'private': owner and admins. */
    visibility: varchar('visibility', { length: 20 })
      .notNull()
      .default('private')
      .$type<'private' | 'members'>(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When a feature attached the file to something (a benefit, a trip, an application...). A file never
     * claimed is an abandoned upload: the sweep deletes it a day after it was uploaded.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    index('files_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} IS NULL`),
  ],
);

/** The bytes of a file kept by the database driver, in pieces of at most FILE_CHUNK_BYTES, in `seq` order. */
export const fileChunks = chunksTable('file_chunks', 'fileId', () => files.id);

/** One random key, shared by every server process, that signs short-lived download links. */
export const fileLinkKey = pgTable(
  'file_link_key',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    secret: varchar('secret', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('file_link_key_single_row', sql`${t.singleton}`)],
);
