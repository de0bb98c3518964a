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
import { users } from '../../db/users.table.ts';
import { jobs } from '../jobs/index.ts';

/** Who wants job alerts, how good a match must be, and how often. */
export const jobAlertSettings = pgTable('job_alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isEnabled: boolean('is_enabled').notNull().default(false),
  minScore: integer('min_score').notNull().default(50),
  frequency: varchar('frequency', { length: 10 }).notNull().default('instant').$type<'instant' | 'daily'>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A job that matched a member's CV well enough; `mailedAt` once it was in an alert (daily ones wait for it). */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    matchedSkills: text('matched_skills').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('job_alert_matches_unmailed').on(t.mailedAt, t.userId),
  ],
);
