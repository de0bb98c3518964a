import type { ApplicationStatus } from '@hub/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';
import { users } from '../../db/users.table.ts';
import { files } from '../files/index.ts';
import { internships } from '../internships/index.ts';
import { jobs } from '../jobs/index.ts';

/** Applications to exactly one job or internship, with a CV file only administrators may read. */
export const applications = pgTable(
  'applications',
  {
    id: idColumn(),
    applicantName: varchar('applicant_name', { length: 255 }).notNull(),
    applicantEmail: varchar('applicant_email', { length: 255 }).notNull(),
    applicantPhone: varchar('applicant_phone', { length: 50 }).notNull(),
    coverLetter: text('cover_letter'),
    cvStorageId: uuid('cv_storage_id').references(() => files.id, { onDelete: 'set null' }),
    cvFileName: varchar('cv_file_name', { length: 255 }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    internshipId: uuid('internship_id').references(() => internships.id, { onDelete: 'cascade' }),
    applicantUserId: uuid('applicant_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('submitted').$type<ApplicationStatus>(),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    check('applications_one_target', sql`num_nonnulls(${t.jobId}, ${t.internshipId}) = 1`),
    // One application per member and post. An application no longer tied to its member (a deleted account, a
    // repeat detached by migration 0026) does not count.
    uniqueIndex('applications_one_per_job_idx')
      .on(t.applicantUserId, t.jobId)
      .where(sql`applicant_user_id IS NOT NULL`),
    uniqueIndex('applications_one_per_internship_idx')
      .on(t.applicantUserId, t.internshipId)
      .where(sql`applicant_user_id IS NOT NULL`),
    index('applications_job_idx').on(t.jobId),
    index('applications_internship_idx').on(t.internshipId),
    index('applications_status_newest_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unfiltered admin list: newest first, id breaking ties.
    index('applications_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('applications_search_idx').using(
      'gin',
      sql`lower(applicant_name || ' ' || applicant_email) gin_trgm_ops`,
    ),
  ],
);
