import { date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/users.table.ts';

/** The days a resident signed in (one row a day at most): enough for "residents signed in per week". */
export const residentSignInDays = pgTable(
  'resident_sign_in_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);
