import { index, integer, jsonb, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export type CodePurpose = 'sign-in' | 'delete-account';

/**
 * One-time sign-in proofs sent by mail: a 6-digit code and a one-click link, both single use. Only keyed hashes are
 * stored, so a copy of the database signs nobody in.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 255 }).notNull(),
    /** What the proof is for: signing in, or confirming that a member deletes their account. */
    purpose: varchar('purpose', { length: 20 }).notNull().default('sign-in').$type<CodePurpose>(),
    /** HMAC-SHA256 of the code; null for a link-only proof (the access-approved mail). */
    codeHash: varchar('code_hash', { length: 64 }),
    linkHash: varchar('link_hash', { length: 64 }).notNull(),
    /** Where the link continues after signing in, e.g. { jobId }. */
    target: jsonb('target').$type<Record<string, string>>(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_codes_email_newest').on(t.email, t.createdAt.desc())],
);

/**
 * Wrong sign-in codes, counted per address tried and client address: a stranger who guesses at someone's code
 * from one address uses up that address's tries on it, never the tries of the resident's own device. `codeId` is
 * the code the count is about (null while none was mailed), so a new code starts a new count.
 */
export const signInCodeGuesses = pgTable(
  'sign_in_code_guesses',
  {
    email: varchar('email', { length: 255 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    codeId: uuid('code_id'),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);
