import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';
import { files } from '../files/index.ts';

export const trainings = pgTable(
  'trainings',
  {
    id: idColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    enrollmentStatus: varchar('enrollment_status', { length: 20 })
      .notNull()
      .default('open')
      .$type<'open' | 'upcoming' | 'waitlist' | 'closed'>(),
    details: text('details').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photoStorageId: uuid('photo_storage_id').references(() => files.id, { onDelete: 'set null' }),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    capacity: integer('capacity'),
    currentEnrolled: integer('current_enrolled'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('trainings_active_idx').on(t.isActive, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('trainings_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
