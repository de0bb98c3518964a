import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';
import { files } from '../files/index.ts';

export const trips = pgTable(
  'trips',
  {
    id: idColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    imageStorageId: uuid('image_storage_id').references(() => files.id, { onDelete: 'set null' }),
    documentStorageId: uuid('document_storage_id').references(() => files.id, { onDelete: 'set null' }),
    documentFileName: varchar('document_file_name', { length: 255 }),
    documentName: varchar('document_name', { length: 255 }),
    postedBy: varchar('posted_by', { length: 255 }),
    ...timestamps(),
  },
  (t) => [index('trips_active_idx').on(t.isActive, t.createdAt)],
);

/** The paddle club's one document: a single row, replaced by each upload. */
export const paddleDocument = pgTable(
  'paddle_document',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    documentStorageId: uuid('document_storage_id').references(() => files.id, { onDelete: 'set null' }),
    documentFileName: varchar('document_file_name', { length: 255 }).notNull(),
    uploadedBy: varchar('uploaded_by', { length: 255 }),
    ...timestamps(),
  },
  (t) => [check('paddle_document_single_row', sql`${t.singleton}`)],
);
