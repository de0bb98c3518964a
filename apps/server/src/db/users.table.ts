import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

// The accounts and their sessions: core tables, not the auth feature's, since every layer and most features
// reference them (the auth plugin reads sessions; posts, files and the audit names point at users).

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: varchar('email', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }),
    role: varchar('role', { length: 100 }).notNull().default('user').$type<'user' | 'admin'>(),
    passwordHash: text('password_hash'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Failures count toward the lock only within an hour of each other. */
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** An administrator's TOTP secret, sealed with the application secret (AES-256-GCM); null without 2FA. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code is good once, never replayed. */
    totpLastStep: integer('totp_last_step'),
    /** The language this person chose (pages after sign-in, mails); null until they choose one (issue 31). */
    language: varchar('language', { length: 10 }),
    ...timestamps(),
  },
  (t) => [
    // Addresses are stored lower-cased, so a plain unique index is a case-insensitive one.
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('users_role_idx').on(t.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The device, as its browser names itself, and the address it signed in from: for 'Signed-in devices'. */
    userAgent: varchar('user_agent', { length: 300 }),
    address: varchar('address', { length: 64 }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
