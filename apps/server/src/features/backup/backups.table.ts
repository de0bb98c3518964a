import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { chunksTable } from '../../db/columns.ts';

/**
 * Archives made by hand or by the schedule. The bytes are in DATA_DIR/backups/<id>.hubbackup, or with the
 * database storage in `backup_chunks`.
 */
export const backups = pgTable('backups', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  counts: jsonb('counts').notNull().$type<Record<string, number>>(),
  madeBy: varchar('made_by', { length: 255 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An archive kept in the database (FILE_STORAGE=database), in pieces of at most 1 MiB, in `seq` order. */
export const backupChunks = chunksTable('backup_chunks', 'backupId', () => backups.id);

/** The backup schedule: one row. */
export const backupSettings = pgTable(
  'backup_settings',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    interval: varchar('interval', { length: 20 })
      .notNull()
      .default('off')
      .$type<'off' | 'daily' | 'weekly'>(),
    keep: integer('keep').notNull().default(7),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  },
  (t) => [check('backup_settings_single_row', sql`${t.singleton}`)],
);
