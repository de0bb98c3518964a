import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';

/** Backs the case-insensitive search over e-mail, name and unit. */
export const whitelistSearchText = sql`lower(email || ' ' || coalesce(name, '') || ' ' || coalesce(unit, ''))`;

export const emailWhitelist = pgTable(
  'email_whitelist',
  {
    id: idColumn(),
    email: varchar('email', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }),
    unit: varchar('unit', { length: 100 }),
    phone: varchar('phone', { length: 50 }),
    isActive: boolean('is_active').notNull().default(true),
    addedBy: varchar('added_by', { length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('email_whitelist_email_key').on(t.email),
    check('email_whitelist_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('email_whitelist_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('email_whitelist_search_idx').using('gin', sql`${whitelistSearchText} gin_trgm_ops`),
  ],
);
