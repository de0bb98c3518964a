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
  (t) => [
    // Residents' lists (all active offers, and the home page's), newest first, and the admin tab's.
    index('benefits_active_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active`),
    index('benefits_homepage_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active AND show_on_homepage`),
    index('benefits_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
