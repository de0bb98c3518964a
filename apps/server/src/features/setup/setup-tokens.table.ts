import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One-time links that create the first administrator, kept in the database so every process accepts the link
 * any of them printed. Only the SHA-256 of each token is stored; all of them go when the first admin is made.
 * Never backed up.
 */
export const setupTokens = pgTable('setup_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
