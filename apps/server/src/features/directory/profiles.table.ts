import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tsvector } from '../../db/columns.ts';
import { users } from '../../db/users.table.ts';
import { files } from '../files/index.ts';

/** Lower-cased name, title, company and skills: what the directory search looks in. */
export const profileSearchText = sql`lower(name || ' ' || title || ' ' || coalesce(company, '') || ' ' || hub_words(skills))`;

/**
 * Directory profiles: professionals (made by residents on /join-community) and corporate partners (made by
 * administrators), one shape. The owner is the member whose e-mail equals `contact`.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 20 }).notNull().$type<'professional' | 'corporate'>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    company: varchar('company', { length: 255 }),
    bio: text('bio'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    industry: varchar('industry', { length: 100 }),
    experienceLevel: varchar('experience_level', { length: 100 }),
    contact: varchar('contact', { length: 255 }),
    phone: varchar('phone', { length: 20 }),
    /** Whether other members see the e-mail and the phone (the owner and administrators always do). */
    showEmail: boolean('show_email').notNull().default(true),
    showPhone: boolean('show_phone').notNull().default(true),
    linkedinUrl: varchar('linkedin_url', { length: 500 }),
    howCanYouSupport: text('how_can_you_support'),
    portfolioUrl: varchar('portfolio_url', { length: 500 }),
    /** The CV (professionals) or the portfolio file (corporate). */
    fileStorageId: uuid('file_storage_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }),
    isVisible: boolean('is_visible').notNull().default(true),
    /** What the directory search looks in: the same words as profileSearchText, for full-text search. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('english', name || ' ' || title || ' ' || coalesce(company, '') || ' ' || hub_words(skills))`,
    ),
    ...timestamps(),
  },
  (t) => [
    index('profiles_visible_idx')
      .on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_visible`),
    index('profiles_visible_industry_idx')
      .on(t.kind, t.industry, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_visible`),
    index('profiles_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('profiles_contact_idx').on(t.contact),
    index('profiles_search_document_idx').using('gin', t.searchDocument),
  ],
);
