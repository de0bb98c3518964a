import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';

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
