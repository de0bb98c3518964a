import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns.ts';
import { users } from '../../db/users.table.ts';

/**
 * A browser that receives a member's push notifications: what its PushSubscription gave (the push service's
 * address and the keys the message is encrypted to). One row per endpoint: a browser subscribed again by another
 * member moves to them. Removed when the push service answers 404 or 410 (the browser unsubscribed).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and 16-byte auth secret, base64url (RFC 8291). */
    p256dh: varchar('p256dh', { length: 100 }).notNull(),
    auth: varchar('auth', { length: 50 }).notNull(),
    /** 'Chrome on Android', from the user agent that subscribed. */
    deviceLabel: varchar('device_label', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the push service last accepted a message for it. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The kinds of push notification a member turned off; every kind is on without a row. */
export const pushOptOuts = pgTable(
  'push_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** When a throttled kind (administrators' 'Something waits for review') was last pushed. */
export const pushReminders = pgTable('push_reminders', {
  kind: varchar('kind', { length: 40 }).primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * The generated VAPID key pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset and the app runs on DATABASE_URL:
 * every process must sign with the key the browsers subscribed with. Never backed up (like app_secret).
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    publicKey: varchar('public_key', { length: 100 }).notNull(),
    privateKey: varchar('private_key', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vapid_keys_single_row', sql`${t.singleton}`)],
);
