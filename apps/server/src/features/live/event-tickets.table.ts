import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sessions } from '../../db/users.table.ts';

/**
 * Single-use tickets that open one event stream (EventSource cannot send an Authorization header, and a session
 * token never goes into a URL). Only the ticket's SHA-256 is kept; it lives 60 seconds and goes with its session.
 * In the database, not in memory, because the ticket and the stream may reach different processes.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    sessionTokenHash: varchar('session_token_hash', { length: 64 })
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('event_tickets_expires_at_idx').on(t.expiresAt)],
);
