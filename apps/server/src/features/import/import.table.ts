import type { ImportKind, ImportReport } from '@hub/contract/import/import.schema';
import { boolean, index, jsonb, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns.ts';

/**
 * Every document brought over from the original app's export, by its table and `_id` there: a second run of the
 * same export skips it, and later tables follow references (`jobId`, `postedBy`) to the row it became.
 */
export const importedRecords = pgTable(
  'imported_records',
  {
    sourceTable: varchar('source_table', { length: 255 }).notNull(),
    sourceId: varchar('source_id', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull().$type<ImportKind>(),
    rowId: uuid('row_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceTable, t.sourceId] }),
    index('imported_records_source_id_idx').on(t.sourceId),
  ],
);

/** Each run of an import, dry or not, with its report: the page shows it and it downloads as CSV. */
export const importRuns = pgTable('import_runs', {
  id: idColumn(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  isDryRun: boolean('is_dry_run').notNull(),
  report: jsonb('report').notNull().$type<ImportReport>(),
  ranBy: varchar('ran_by', { length: 255 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
