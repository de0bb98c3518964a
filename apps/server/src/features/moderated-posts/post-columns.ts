import type { PostStatus } from '@hub/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, type ExtraConfigColumn, index, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/columns.ts';
import { users } from '../../db/users.table.ts';

/** Lower-cased title, company and description: what a moderated post's search box looks in. */
export const postSearchText = sql`lower(title || ' ' || company || ' ' || description)`;

/** What every moderated post says first: its title, who offers it and who posted it, and what it is. */
export const postContentColumns = () => ({
  title: varchar('title', { length: 255 }).notNull(),
  company: varchar('company', { length: 255 }).notNull(),
  posterEmail: varchar('poster_email', { length: 255 }).notNull(),
  posterRole: varchar('poster_role', { length: 100 }).notNull(),
  description: text('description').notNull(),
  requirements: text('requirements'),
  // Required from residents, optional for administrators (spec/admin.md section 5): null when not given.
  skills: text('skills'),
});

/**
 * The moderation of a post: approval, its status and time, who posted it, and the soft delete to Removed Items
 * (removed_at, removed_by, removal_reason), which restore clears.
 */
export const postModerationColumns = () => ({
  isActive: boolean('is_active').notNull().default(true),
  isApproved: boolean('is_approved').notNull().default(false),
  status: varchar('status', { length: 20 }).notNull().default('pending').$type<PostStatus>(),
  postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
  /** Created by an administrator: residents see the committee, never the administrator's own address. */
  isPostedByCommittee: boolean('posted_by_committee').notNull().default(false),
  /** When it was approved, or created approved: the home page lists the newly approved. */
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedBy: varchar('removed_by', { length: 255 }),
  removalReason: text('removal_reason'),
});

/** What the search boxes look in: the words of postSearchText, for full-text search (decision 051). */
export const postSearchDocument = () =>
  tsvector('search_document').generatedAlwaysAs(
    sql`to_tsvector('english', title || ' ' || company || ' ' || description)`,
  );

/** The columns the indexes of a moderated post's lists are on. */
type PostIndexed = {
  createdAt: ExtraConfigColumn;
  approvedAt: ExtraConfigColumn;
  id: ExtraConfigColumn;
  status: ExtraConfigColumn;
  removedAt: ExtraConfigColumn;
  searchDocument: ExtraConfigColumn;
};

/**
 * The indexes of a moderated post's lists: every list's order is an index's order, so a page costs the same at
 * any size (decision 051). `filter` is the residents' filter column (industry, department).
 */
export const postListIndexes = (
  table: string,
  t: PostIndexed,
  filter: { name: string; column: ExtraConfigColumn },
) => [
  // Migration 0025 adds INCLUDE (search_document), which Drizzle's builder cannot say: a search's capped count
  // reads this index alone (decision 051).
  index(`${table}_public_newest_idx`)
    .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
    .where(sql`is_approved AND is_active AND removed_at IS NULL`),
  index(`${table}_public_${filter.name}_idx`)
    .on(filter.column, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
    .where(sql`is_approved AND is_active AND removed_at IS NULL`),
  // The home page's "new since your last visit": the newest approvals first.
  index(`${table}_public_approved_idx`)
    .on(t.approvedAt.desc().nullsFirst())
    .where(sql`is_approved AND is_active AND removed_at IS NULL`),
  index(`${table}_admin_newest_idx`)
    .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
    .where(sql`removed_at IS NULL`),
  index(`${table}_admin_status_idx`)
    .on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
    .where(sql`removed_at IS NULL`),
  index(`${table}_removed_idx`)
    .on(t.removedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
    .where(sql`removed_at IS NOT NULL`),
  index(`${table}_search_document_idx`).using('gin', t.searchDocument),
];

/**
 * The tables of moderated posts by kind. Each kind adds its own by declaration merging (jobs.table.ts,
 * internships.table.ts), so the moderation written once for all of them never imports the features that use it.
 * @public (exported to be merged into, not imported)
 */
export interface PostTables {}

/** One table of moderated posts: the same moderation columns (status, is_approved, removed_*), other fields. */
export type PostTable = PostTables[keyof PostTables];
