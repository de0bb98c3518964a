import type { SessionUser } from '@hub/contract/auth/auth.schema';
import type {
  AdminJob,
  AdminJobList,
  AdminJobListQuery,
  JobFields,
  JobListQuery,
  PublicJob,
  PublicJobList,
  RemovedJobListQuery,
} from '@hub/contract/jobs/job.schema';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { listPage, searchedListPage } from '../../lib/list-page.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { deleteApplicationsOf } from '../applications/applications.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { scheduleJobAlerts } from '../job-alerts/job-alerts.service.ts';
import type { Mail } from '../mail/mail.service.ts';
import { jobSearchText, jobs } from './jobs.table.ts';

type Row = typeof jobs.$inferSelect;

const GONE = 'This job no longer exists.';

const toPublicJob = (row: Row): PublicJob => ({
  id: row.id,
  title: row.title,
  company: row.company,
  posterEmail: row.posterEmail,
  posterRole: row.posterRole,
  description: row.description,
  requirements: row.requirements,
  skills: row.skills,
  industry: row.industry,
  experienceLevel: row.experienceLevel,
  jobType: row.jobType,
  location: row.location,
  salaryRange: row.salaryRange,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toAdminJob = (row: Row): AdminJob => ({
  ...toPublicJob(row),
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  isActive: row.isActive,
  isApproved: row.isApproved,
  status: row.status,
  postedBy: row.postedBy,
  removedAt: row.removedAt?.toISOString() ?? null,
  removedBy: row.removedBy,
  removalReason: row.removalReason,
});

/** The search boxes over jobs: words by full text, anything else as typed (decision 051). */
const searchTarget = { vector: jobs.searchDocument, text: jobSearchText };

/** What residents may see: approved, active and not removed (the partial indexes jobs_public_*). */
const isPublic = and(eq(jobs.isApproved, true), eq(jobs.isActive, true), isNull(jobs.removedAt));

const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];

// ---- residents ----

export async function listPublicJobs(db: Executor, query: JobListQuery): Promise<PublicJobList> {
  const { rows, ...counts } = await searchedListPage(db, jobs, {
    base: and(isPublic, query.industry === 'all' ? undefined : eq(jobs.industry, query.industry)),
    search: query.search,
    target: searchTarget,
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toPublicJob), ...counts };
}

/** A job a resident may see; anything else (pending, rejected, removed, unknown) answers 404. */
export async function getPublicJob(db: Executor, id: string): Promise<PublicJob> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), isPublic))
    .limit(1);
  if (!row) throw notFound(GONE);
  return toPublicJob(row);
}

/** A member's post waits for an administrator: active, not approved, pending. */
export async function postJob(db: Executor, input: JobFields, poster: SessionUser) {
  const [row] = await db
    .insert(jobs)
    .values({
      ...input,
      posterEmail: poster.email,
      postedBy: poster.id,
      isActive: true,
      isApproved: false,
      status: 'pending',
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return toAdminJob(row);
}

// ---- administrators ----

export async function listAdminJobs(db: Executor, query: AdminJobListQuery): Promise<AdminJobList> {
  const { rows, ...counts } = await searchedListPage(db, jobs, {
    base: and(isNull(jobs.removedAt), query.status ? eq(jobs.status, query.status) : undefined),
    search: query.search,
    target: searchTarget,
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toAdminJob), ...counts };
}

export async function listRemovedJobs(db: Executor, query: RemovedJobListQuery): Promise<AdminJobList> {
  const { rows, ...counts } = await listPage(db, jobs, {
    where: isNotNull(jobs.removedAt),
    orderBy: [desc(jobs.removedAt), desc(jobs.id)],
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toAdminJob), ...counts };
}

/** Jobs an administrator creates are published at once. */
export async function createApprovedJob(db: Executor, input: JobFields, admin: SessionUser) {
  const [row] = await db
    .insert(jobs)
    .values({
      ...input,
      posterEmail: admin.email,
      postedBy: admin.id,
      isActive: true,
      isApproved: true,
      status: 'approved',
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  await scheduleJobAlerts(db, row.id);
  return toAdminJob(row);
}

/** Why a conditional change found nothing to change: gone (404) or in the wrong state (409). */
async function explainMiss(db: Executor, id: string, describe: (row: Row) => string): Promise<never> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound(GONE);
  throw conflict(describe(row));
}

const removedMessage = 'This job is in Removed Items; restore it first.';

/** Edits are allowed while a job is pending or approved, never once it was rejected or removed. */
export async function updateJob(db: Executor, id: string, input: JobFields) {
  const [row] = await db
    .update(jobs)
    .set(input)
    .where(and(eq(jobs.id, id), isNull(jobs.removedAt), inArray(jobs.status, ['pending', 'approved'])))
    .returning();
  if (row) return toAdminJob(row);
  return explainMiss(db, id, (existing) =>
    existing.removedAt ? removedMessage : `This job was ${existing.status} and can no longer be edited.`,
  );
}

/** Approve or reject, only from pending; approving starts the job alerts. */
export async function decideJob(
  db: Executor,
  mail: Mail,
  id: string,
  status: 'approved' | 'rejected',
  reason: string | null,
) {
  const [row] = await db
    .update(jobs)
    .set({ status, isApproved: status === 'approved' })
    .where(and(eq(jobs.id, id), isNull(jobs.removedAt), eq(jobs.status, 'pending')))
    .returning();
  if (row) {
    await mail.queuePostDecision(db, row, 'job', status, reason);
    if (status === 'approved') await scheduleJobAlerts(db, row.id);
    return toAdminJob(row);
  }
  return explainMiss(db, id, (existing) =>
    existing.removedAt ? removedMessage : `This job was already ${existing.status}.`,
  );
}

/**
 * Removal and restore leave updatedAt alone: they are not edits of the job, and a restored job comes back
 * exactly as it was.
 */
const keepUpdatedAt = { updatedAt: sql`${jobs.updatedAt}` };

/** Soft delete: the job moves to Removed Items, with who removed it and why. */
export async function removeJob(db: Executor, id: string, adminEmail: string, reason: string | null) {
  const [row] = await db
    .update(jobs)
    .set({ removedAt: sql`now()`, removedBy: adminEmail, removalReason: reason, ...keepUpdatedAt })
    .where(and(eq(jobs.id, id), isNull(jobs.removedAt)))
    .returning();
  if (row) return toAdminJob(row);
  return explainMiss(db, id, () => 'This job is already in Removed Items.');
}

export async function restoreJob(db: Executor, id: string) {
  const [row] = await db
    .update(jobs)
    .set({ removedAt: null, removedBy: null, removalReason: null, ...keepUpdatedAt })
    .where(and(eq(jobs.id, id), isNotNull(jobs.removedAt)))
    .returning();
  if (row) return toAdminJob(row);
  return explainMiss(db, id, () => 'This job is not in Removed Items.');
}

/**
 * Only a removed job can be deleted for good. Its applications and their CV files go with it in one
 * transaction; the job row is locked first, so no application can be added meanwhile.
 */
export async function deleteJobPermanently(
  db: Database,
  storage: FileStorage,
  id: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  /** Runs in the deleting transaction (the audit event), told what was deleted. */
  audit?: (tx: Executor, deleted: { title: string }) => Promise<void>,
) {
  const removeCvBytes = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.id, id), isNotNull(jobs.removedAt)))
      .for('update');
    if (!row)
      return explainMiss(
        tx,
        id,
        () => 'Only a job in Removed Items can be deleted permanently; remove it first.',
      );
    const afterCommit = await deleteApplicationsOf(tx, storage, { jobId: id });
    await tx.delete(jobs).where(eq(jobs.id, id));
    await audit?.(tx, { title: row.title });
    return afterCommit;
  });
  await removeCvBytes(db, log);
}

/** The dashboard's Jobs Posted card: every job not removed, whatever its status. */
export async function countJobs(db: Executor) {
  const [row] = await db.select({ total: count() }).from(jobs).where(isNull(jobs.removedAt));
  return row?.total ?? 0;
}

/** The Jobs tab's badge: posts waiting for a decision (the jobs_admin_idx index). */
export async function countPendingJobs(db: Executor) {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .where(and(isNull(jobs.removedAt), eq(jobs.status, 'pending')));
  return row?.total ?? 0;
}
