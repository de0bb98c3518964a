import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Archives made by hand or by the schedule. The bytes are in DATA_DIR/backups, or in `data` (database storage). */
export const backups = pgTable('backups', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  counts: jsonb('counts').notNull().$type<Record<string, number>>(),
  madeBy: varchar('made_by', { length: 255 }).notNull(),
  data: bytea('data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
