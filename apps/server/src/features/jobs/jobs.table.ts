import { sql } from 'drizzle-orm';
import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tsvector } from '../../db/columns.ts';
import {
  postContentColumns,
  postListIndexes,
  postModerationColumns,
  postSearchDocument,
  postSearchText,
} from '../moderated-posts/index.ts';

/** Lower-cased title, company and description: what the careers search looks in. */
export const jobSearchText = postSearchText;

/**
 * Jobs. Removal is a soft delete (removed_at, removed_by, removal_reason): the Removed Items tab lists them,
 * restore clears the columns, and applications keep pointing at the job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    ...postContentColumns(),
    industry: varchar('industry', { length: 100 }),
    experienceLevel: varchar('experience_level', { length: 100 }),
    jobType: varchar('job_type', { length: 100 }),
    location: varchar('location', { length: 255 }),
    salaryRange: varchar('salary_range', { length: 255 }),
    contactEmail: varchar('contact_email', { length: 255 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 50 }).notNull(),
    ...postModerationColumns(),
    /**
     * For the CV-Job match (decision 005): the skills split on , ; | / or line breaks (SKILL_SEPARATORS in the
     * contract) and normalised by hub_skill_key(); and a full-text vector, title and skills above description.
     */
    skillKeys: text('skill_keys')
      .array()
      .generatedAlwaysAs(sql`hub_skill_keys(regexp_split_to_array(skills, '[,;\\n|/]+'))`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(skills, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
    searchDocument: postSearchDocument(),
    ...timestamps(),
  },
  (t) => [
    ...postListIndexes('jobs', t, { name: 'industry', column: t.industry }),
    // The reverse CV-Job match preselects open jobs by a shared skill key or word.
    index('jobs_skill_keys_idx')
      .using('gin', t.skillKeys)
      .where(sql`is_approved AND is_active AND removed_at IS NULL`),
    index('jobs_search_vector_idx')
      .using('gin', t.searchVector)
      .where(sql`is_approved AND is_active AND removed_at IS NULL`),
  ],
);

declare module '../moderated-posts/post-columns.ts' {
  interface PostTables {
    job: typeof jobs;
  }
}
