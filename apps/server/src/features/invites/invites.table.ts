import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { emailWhitelist } from '../auth/index.ts';

/**
 * Invite links (RESIDENT_SIGN_IN=invite): one row per link issued for a whitelist entry. Only the SHA-256 of the
 * link's token is kept, so neither a copy of the database nor an administrator reading it later can sign anyone in.
 * A link works once, before `expiresAt`, for the address it was issued to, and only while it is the entry's newest
 * (re-issuing sets `voidedAt` on the earlier ones).
 */
export const inviteLinks = pgTable(
  'invite_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    whitelistId: uuid('whitelist_id')
      .notNull()
      .references(() => emailWhitelist.id, { onDelete: 'cascade' }),
    /** The address the invite was issued to: an entry whose address changes since does not take it. */
    email: varchar('email', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    issuedBy: varchar('issued_by', { length: 255 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_links_whitelist_newest').on(t.whitelistId, t.createdAt.desc())],
);
