import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';

/** Community benefits: discount offers from local businesses. Images are stored files, in display order. */
export const benefits = pgTable(
  'benefits',
  {
    id: idColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    businessName: varchar('business_name', { length: 255 }).notNull(),
    location: varchar('location', { length: 255 }).notNull(),
    imageStorageIds: uuid('image_storage_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    validUntil: date('valid_until', { mode: 'string' }),
    category: varchar('category', { length: 100 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('benefits_active_idx').on(t.isActive, t.showOnHomepage, t.createdAt)],
);
