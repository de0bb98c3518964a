import {
  APPLICATION_MESSAGES,
  type Application,
  type ApplicationFields,
  type ApplicationList,
  type ApplicationListQuery,
} from '@hub/contract/applications/application.schema';
import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@hub/contract/enums';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, isUniqueViolation } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { cappedCount, escapeLike, TOTAL_CAP } from '../../lib/list-page.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { users } from '../../db/users.table.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { deferRemovals, deleteFile, discardStaged, type StagedFile, saveStaged } from '../files/index.ts';
import { internships } from '../internships/index.ts';
import { jobs } from '../jobs/index.ts';
import type { Mail } from '../mail/index.ts';
import { assertOpen } from './open-posts.ts';
import { queuePush } from '../push/index.ts';
import { applicationStatusPush } from '../push/index.ts';
import { applications } from './applications.table.ts';

/** A second application by a member to the same post: the unique index that refuses it, and what they are told. */
const ALREADY_APPLIED = {
  job: { index: 'applications_one_per_job_idx', message: APPLICATION_MESSAGES.alreadyAppliedToJob },
  internship: {
    index: 'applications_one_per_internship_idx',
    message: APPLICATION_MESSAGES.alreadyAppliedToInternship,
  },
} as const;

/**
 * Stores an application and its CV in one transaction. The CV's owner is left empty on purpose: application
 * CVs are readable by administrators only. A member applies once to a post: the unique indexes refuse a second
 * application (409), also when two arrive at once, and the CV staged for it is discarded.
 */
export async function submitApplication(
  db: Database,
  storage: FileStorage,
  fields: ApplicationFields,
  cv: StagedFile,
  applicant: SessionUser,
  mail: Mail,
) {
  const kind = fields.jobId ? 'job' : 'internship';
  try {
    return await db.transaction(async (tx) => {
      await assertOpen(tx, kind, fields.jobId ?? fields.internshipId ?? '');
      await saveStaged(tx, storage, cv, null);
      const [row] = await tx
        .insert(applications)
        .values({
          applicantName: fields.applicantName,
          applicantEmail: fields.applicantEmail.toLowerCase(),
          applicantPhone: fields.applicantPhone,
          coverLetter: fields.coverLetter,
          cvStorageId: cv.id,
          cvFileName: cv.originalName,
          jobId: fields.jobId ?? null,
          internshipId: fields.internshipId ?? null,
          applicantUserId: applicant.id,
        })
        .returning({ id: applications.id, status: applications.status, createdAt: applications.createdAt });
      if (!row) throw new Error('insert returned nothing');
      const [applied] = await selectApplications(tx).where(eq(applications.id, row.id));
      if (applied)
        await mail.queue(tx, {
          kind: 'application-received',
          ...applicationMailOf(applied, applicant.email),
        });
      return { ...row, createdAt: row.createdAt.toISOString() };
    });
  } catch (error) {
    await discardStaged(db, storage, cv);
    const repeat = ALREADY_APPLIED[kind];
    if (isUniqueViolation(error, repeat.index)) throw conflict(repeat.message);
    throw error;
  }
}

const selection = {
  id: applications.id,
  applicantName: applications.applicantName,
  applicantEmail: applications.applicantEmail,
  applicantPhone: applications.applicantPhone,
  coverLetter: applications.coverLetter,
  status: applications.status,
  cvStorageId: applications.cvStorageId,
  cvFileName: applications.cvFileName,
  jobId: applications.jobId,
  jobTitle: jobs.title,
  jobCompany: jobs.company,
  internshipId: applications.internshipId,
  internshipTitle: internships.title,
  internshipCompany: internships.company,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

/** Applications with the title and company of what they apply to. */
const selectApplications = (db: Executor) =>
  db
    .select(selection)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(internships, eq(internships.id, applications.internshipId));
type Row = Awaited<ReturnType<typeof selectApplications>>[number];

const toApplication = (row: Row): Application => ({
  id: row.id,
  applicantName: row.applicantName,
  applicantEmail: row.applicantEmail,
  applicantPhone: row.applicantPhone,
  coverLetter: row.coverLetter,
  status: row.status,
  cvStorageId: row.cvStorageId,
  cvFileName: row.cvFileName,
  target: row.jobId
    ? { kind: 'job', id: row.jobId, title: row.jobTitle ?? '', company: row.jobCompany ?? '' }
    : {
        kind: 'internship',
        id: row.internshipId ?? '',
        title: row.internshipTitle ?? '',
        company: row.internshipCompany ?? '',
      },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The Applications tab's search and status filter, as one condition (the list and the CSV export share it). */
function applicationsMatching(query: Pick<ApplicationListQuery, 'search' | 'status'>) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(applications.status, query.status));
  if (query.search) {
    filters.push(
      sql`lower(${applications.applicantName} || ' ' || ${applications.applicantEmail}) LIKE ${`%${escapeLike(query.search.toLowerCase())}%`}`,
    );
  }
  return filters.length ? and(...filters) : undefined;
}

export async function listApplications(db: Executor, query: ApplicationListQuery): Promise<ApplicationList> {
  const where = applicationsMatching(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.pageSize)
      .offset(offset),
    cappedCount(db, applications, where, offset + TOTAL_CAP),
  ]);
  return { items: rows.map(toApplication), ...counted };
}

/** Every application the filters match, newest first, as CSV (at most 100,000 rows). */
export async function exportApplicationsCsv(
  db: Executor,
  query: Pick<ApplicationListQuery, 'search' | 'status'>,
) {
  const rows = await selectApplications(db)
    .where(applicationsMatching(query))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(100_000);
  return toCsv(
    ['Applicant', 'Email', 'Phone', 'Applied for', 'Title', 'Company', 'Status', 'Submitted'],
    rows.map((row) => {
      const application = toApplication(row);
      return [
        application.applicantName,
        application.applicantEmail,
        application.applicantPhone,
        application.target.kind === 'job' ? 'Job' : 'Internship',
        application.target.title,
        application.target.company,
        APPLICATION_STATUS_LABELS[application.status],
        application.createdAt,
      ];
    }),
  );
}

/** A new status; the applicant is told when it changed (by mail, to the address they signed in with). */
export async function setApplicationStatus(db: Executor, mail: Mail, id: string, status: ApplicationStatus) {
  const [before] = await db
    .select({ status: applications.status, accountEmail: users.email, applicantUserId: users.id })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantUserId))
    .where(eq(applications.id, id))
    .for('update', { of: applications });
  if (!before) throw notFound('This application no longer exists.');
  await db.update(applications).set({ status }).where(eq(applications.id, id));
  const [row] = await selectApplications(db).where(eq(applications.id, id));
  if (!row) throw notFound('This application no longer exists.');
  if (before.status !== status) {
    await mail.queue(db, {
      kind: 'application-status',
      status,
      ...applicationMailOf(row, before.accountEmail ?? row.applicantEmail),
    });
    await queuePush(
      db,
      before.applicantUserId,
      'application-status',
      applicationStatusPush(row.jobTitle ?? row.internshipTitle ?? '', status),
    );
  }
  return toApplication(row);
}

/**
 * Mails about an application go to the address its applicant signed in with (proven, unlike the form's e-mail
 * field, so a member cannot send mail to a stranger through the form).
 */
const applicationMailOf = (row: Row, to: string) => ({
  to,
  name: row.applicantName,
  postTitle: row.jobTitle ?? row.internshipTitle ?? '',
  postKind: row.jobId ? ('job' as const) : ('internship' as const),
});

export async function findApplicationCv(db: Executor, id: string) {
  const [row] = await db
    .select({ cvStorageId: applications.cvStorageId })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) throw notFound('This application no longer exists.');
  if (!row.cvStorageId) throw notFound('This application has no CV file.');
  return row.cvStorageId;
}

/**
 * Deletes every application to one job or internship together with its CV file, inside the caller's
 * transaction (permanent delete from Removed Items). The CV rows go with the transaction; bytes kept outside the
 * database are removed only by the returned function, to be called after the commit, so a rollback loses nothing.
 */
export async function deleteApplicationsOf(
  tx: Executor,
  storage: FileStorage,
  target: { jobId: string } | { internshipId: string },
) {
  const deleted = await tx
    .delete(applications)
    .where(
      'jobId' in target
        ? eq(applications.jobId, target.jobId)
        : eq(applications.internshipId, target.internshipId),
    )
    .returning({ cvStorageId: applications.cvStorageId });
  const { deferred, flush } = deferRemovals(storage);
  for (const { cvStorageId } of deleted) if (cvStorageId) await deleteFile(tx, deferred, cvStorageId);
  return flush;
}
