import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The generated application secret when APP_SECRET is unset and the app runs on DATABASE_URL: every process
 * behind the load balancer must sign and check with the same key. Never backed up.
 */
export const appSecret = pgTable(
  'app_secret',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    secret: varchar('secret', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('app_secret_single_row', sql`${t.singleton}`)],
);
