import type { PostStatus } from '@hub/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tsvector } from '../../db/columns.ts';
import { users } from '../auth/users.table.ts';

/** Lower-cased title, company and description: what the internships search looks in. */
export const internshipSearchText = sql`lower(title || ' ' || company || ' ' || description)`;

/** Internships; removal is a soft delete as for jobs. Contact e-mail and phone are for admins only. */
export const internships = pgTable(
  'internships',
  {
    id: idColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    company: varchar('company', { length: 255 }).notNull(),
    posterEmail: varchar('poster_email', { length: 255 }).notNull(),
    posterRole: varchar('poster_role', { length: 100 }).notNull(),
    description: text('description').notNull(),
    requirements: text('requirements'),
    skills: text('skills'),
    department: varchar('department', { length: 100 }),
    duration: varchar('duration', { length: 100 }).notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    stipend: varchar('stipend', { length: 255 }),
    location: varchar('location', { length: 255 }),
    positions: integer('positions').notNull().default(1),
    contactEmail: varchar('contact_email', { length: 255 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 50 }),
    startDate: varchar('start_date', { length: 100 }),
    applicationDeadline: varchar('application_deadline', { length: 100 }),
    isActive: boolean('is_active').notNull().default(true),
    isApproved: boolean('is_approved').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('pending').$type<PostStatus>(),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: varchar('removed_by', { length: 255 }),
    removalReason: text('removal_reason'),
    /** What the search boxes look in: the same words as internshipSearchText, for full-text search. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('english', title || ' ' || company || ' ' || description)`,
    ),
    ...timestamps(),
  },
  (t) => [
    // Every list's order is an index's order, so a page costs the same at any size (decision 051).
    index('internships_public_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_approved AND is_active AND removed_at IS NULL`),
    index('internships_public_department_idx')
      .on(t.department, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_approved AND is_active AND removed_at IS NULL`),
    index('internships_admin_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`removed_at IS NULL`),
    index('internships_admin_status_idx')
      .on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`removed_at IS NULL`),
    index('internships_removed_idx')
      .on(t.removedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`removed_at IS NOT NULL`),
    index('internships_search_document_idx').using('gin', t.searchDocument),
  ],
);
