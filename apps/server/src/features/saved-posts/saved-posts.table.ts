import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns.ts';
import { users } from '../../db/users.table.ts';
import { internships } from '../internships/index.ts';
import { jobs } from '../jobs/index.ts';

/** Jobs and internships a member saved to come back to: each once, gone with the member or the post. */
export const savedPosts = pgTable(
  'saved_posts',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    internshipId: uuid('internship_id').references(() => internships.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_posts_one_target', sql`num_nonnulls(${t.jobId}, ${t.internshipId}) = 1`),
    // The post first, so deleting a post finds its saves through the same index.
    uniqueIndex('saved_posts_job_user_idx').on(t.jobId, t.userId),
    uniqueIndex('saved_posts_internship_user_idx').on(t.internshipId, t.userId),
    index('saved_posts_user_newest_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
