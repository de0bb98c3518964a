import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Wrong admin passwords, counted per account and client address: a stranger slows down only their own guesses at
 * an address, never the administrator signing in from elsewhere. Kept for unknown addresses too, so the answers
 * never tell which accounts exist.
 */
export const adminSignInFailures = pgTable(
  'admin_sign_in_failures',
  {
    email: varchar('email', { length: 255 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);
