import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tsvector } from '../../db/columns.ts';
import { users } from '../../db/users.table.ts';
import { files } from '../files/index.ts';

/** Lower-cased name, title, skills and bio: where the showcase search looks for a substring (words also in search_vector). */
export const cvSearchText = sql`lower(name || ' ' || title || ' ' || hub_words(skills) || ' ' || coalesce(bio, ''))`;

/** CV showcase entries. The owner is the member whose e-mail equals `email`. */
export const cvEntries = pgTable(
  'cv_entries',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 50 }),
    /** Whether other members see the e-mail and the phone (the owner and administrators always do). */
    showEmail: boolean('show_email').notNull().default(true),
    showPhone: boolean('show_phone').notNull().default(true),
    title: varchar('title', { length: 255 }).notNull(),
    section: varchar('section', { length: 100 }).notNull(),
    bio: text('bio'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: text('experience'),
    education: text('education'),
    yearsOfExperience: integer('years_of_experience'),
    linkedinUrl: varchar('linkedin_url', { length: 500 }),
    cvStorageId: uuid('cv_storage_id').references(() => files.id, { onDelete: 'set null' }),
    cvFileName: varchar('cv_file_name', { length: 255 }),
    /** Text extracted from the CV file at upload (PDF and DOCX), used by search and matching. */
    cvText: text('cv_text'),
    /** Skills normalised for matching (case, punctuation, synonyms such as JS/JavaScript): see hub_skill_key(). */
    skillKeys: text('skill_keys')
      .array()
      .generatedAlwaysAs(sql`hub_skill_keys(skills)`),
    /** Full-text vector for matching: title and skills weigh most, then bio and experience, then the CV's own text. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', hub_words(skills)), 'A') || setweight(to_tsvector('english', coalesce(bio, '') || ' ' || coalesce(experience, '')), 'B') || setweight(to_tsvector('english', coalesce(cv_text, '')), 'C')`,
    ),
    /** What the showcase search looks in: the name and every word of the CV (decision 051). */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('english', name || ' ' || title || ' ' || hub_words(skills) || ' ' || coalesce(bio, '') || ' ' || coalesce(experience, '') || ' ' || coalesce(cv_text, ''))`,
    ),
    ...timestamps(),
  },
  (t) => [
    index('cv_entries_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('cv_entries_section_idx').on(t.section, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('cv_entries_email_idx').on(t.email),
    index('cv_entries_search_document_idx').using('gin', t.searchDocument),
    index('cv_entries_skill_keys_idx').using('gin', t.skillKeys),
    index('cv_entries_search_vector_idx').using('gin', t.searchVector),
  ],
);
