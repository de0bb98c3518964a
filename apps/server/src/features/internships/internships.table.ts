import { boolean, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';
import {
  postContentColumns,
  postListIndexes,
  postModerationColumns,
  postSearchDocument,
  postSearchText,
} from '../moderated-posts/index.ts';

/** Lower-cased title, company and description: what the internships search looks in. */
export const internshipSearchText = postSearchText;

/** Internships; removal is a soft delete as for jobs. Contact e-mail and phone are for admins only. */
export const internships = pgTable(
  'internships',
  {
    id: idColumn(),
    ...postContentColumns(),
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
    ...postModerationColumns(),
    searchDocument: postSearchDocument(),
    ...timestamps(),
  },
  (t) => postListIndexes('internships', t, { name: 'department', column: t.department }),
);

declare module '../moderated-posts/post-columns.ts' {
  interface PostTables {
    internship: typeof internships;
  }
}
