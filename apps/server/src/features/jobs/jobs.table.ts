import type { PostStatus } from '@hub/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tsvector } from '../../db/columns.ts';
import { users } from '../auth/users.table.ts';

/** Lower-cased title, company and description: what the careers search looks in. */
export const jobSearchText = sql`lower(title || ' ' || company || ' ' || description)`;

/**
 * Jobs. Removal is a soft delete (removed_at, removed_by, removal_reason): the Removed Items tab lists them,
 * restore clears the columns, and applications keep pointing at the job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    company: varchar('company', { length: 255 }).notNull(),
    posterEmail: varchar('poster_email', { length: 255 }).notNull(),
    posterRole: varchar('poster_role', { length: 100 }).notNull(),
    description: text('description').notNull(),
    requirements: text('requirements'),
    // Required from residents, optional for administrators (spec/admin.md section 5): null when not given.
    skills: text('skills'),
    industry: varchar('industry', { length: 100 }),
    experienceLevel: varchar('experience_level', { length: 100 }),
    jobType: varchar('job_type', { length: 100 }),
    location: varchar('location', { length: 255 }),
    salaryRange: varchar('salary_range', { length: 255 }),
    contactEmail: varchar('contact_email', { length: 255 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 50 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isApproved: boolean('is_approved').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('pending').$type<PostStatus>(),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: varchar('removed_by', { length: 255 }),
    removalReason: text('removal_reason'),
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
    /** What the search boxes look in: the same words as jobSearchText, for full-text search (decision 051). */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('english', title || ' ' || company || ' ' || description)`,
    ),
    ...timestamps(),
  },
  (t) => [
    // Every list's order is an index's order, so a page costs the same at any size (decision 051).
    index('jobs_public_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_approved AND is_active AND removed_at IS NULL`),
    index('jobs_public_industry_idx')
      .on(t.industry, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_approved AND is_active AND removed_at IS NULL`),
    index('jobs_admin_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`removed_at IS NULL`),
    index('jobs_admin_status_idx')
      .on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`removed_at IS NULL`),
    index('jobs_removed_idx')
      .on(t.removedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`removed_at IS NOT NULL`),
    index('jobs_search_document_idx').using('gin', t.searchDocument),
    // The reverse CV-Job match preselects open jobs by a shared skill key or word.
    index('jobs_skill_keys_idx')
      .using('gin', t.skillKeys)
      .where(sql`is_approved AND is_active AND removed_at IS NULL`),
    index('jobs_search_vector_idx')
      .using('gin', t.searchVector)
      .where(sql`is_approved AND is_active AND removed_at IS NULL`),
  ],
);
