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
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listPage, searchedListPage } from '../../lib/list-page.ts';
import { postModeration } from '../moderated-posts/post-moderation.ts';
import { notFound } from '../../plugins/errors.ts';
import { scheduleJobAlerts } from '../job-alerts/job-alerts.service.ts';
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

/** Moderation, written once for jobs and internships (features/moderated-posts); approving starts job alerts. */
const moderation = postModeration({
  table: jobs,
  kind: 'job',
  noun: 'job',
  aNoun: 'a job',
  toAdmin: toAdminJob,
  onApproved: scheduleJobAlerts,
});
export const updateJob = (db: Executor, id: string, input: JobFields) => moderation.update(db, id, input);
export const decideJob = moderation.decide;
export const removeJob = moderation.remove;
export const restoreJob = moderation.restore;
export const deleteJobPermanently = moderation.deletePermanently;
/** The dashboard's Jobs Posted card: every job not removed, whatever its status. */
export const countJobs = moderation.countAll;
/** The Jobs tab's badge: posts waiting for a decision. */
export const countPendingJobs = moderation.countPending;
