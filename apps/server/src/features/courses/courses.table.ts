import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';
import { users } from '../../db/users.table.ts';

export const courses = pgTable(
  'courses',
  {
    id: idColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    instructor: varchar('instructor', { length: 255 }).notNull(),
    duration: varchar('duration', { length: 100 }).notNull(),
    price: varchar('price', { length: 100 }),
    startDate: varchar('start_date', { length: 100 }),
    endDate: varchar('end_date', { length: 100 }),
    maxAttendees: integer('max_attendees'),
    currentAttendees: integer('current_attendees').notNull().default(0),
    location: varchar('location', { length: 255 }),
    isOnline: boolean('is_online').notNull().default(false),
    registrationUrl: varchar('registration_url', { length: 500 }),
    skills: text('skills'),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    isActive: boolean('is_active').notNull().default(true),
    isApproved: boolean('is_approved').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('courses_active_idx').on(t.isActive, t.createdAt)],
);

/** Residents who asked to hear when courses open: once each. */
export const courseNotifyRequests = pgTable(
  'course_notify_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this resident was told that courses are on offer: they asked to be told once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
