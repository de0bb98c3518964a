import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns.ts';
import { users } from '../../db/users.table.ts';

/**
 * A member's passkeys (WebAuthn credentials): the public key and the authenticator's signature counter. Nothing
 * here signs anyone in without the private key, which never leaves the member's device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the member called it: 'My phone'. */
    name: varchar('name', { length: 100 }).notNull(),
    /** The credential id the authenticator gave, base64url. */
    credentialId: varchar('credential_id', { length: 1400 }).notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * WebAuthn challenges, kept on the server: each is taken (deleted) by the one answer it allows, and lives two
 * minutes. `userId` is set for adding a passkey (the member who asked), null for signing in with one.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  id: idColumn(),
  challenge: varchar('challenge', { length: 200 }).notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
