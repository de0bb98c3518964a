import {
  type AdminJob,
  type JobFields,
  type JobListQuery,
  type PublicJob,
  type PublicJobList,
  publicJobSchema,
} from '@hub/contract/jobs/job.schema';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiRow } from '../../lib/api-fields.ts';
import type { ListRow } from '../../lib/list-page.ts';
import { moderationFieldsOf, postModeration, publicationOf } from '../moderated-posts/index.ts';
import { enqueue } from '../../queue/queue.ts';
import { jobSearchText, jobs } from './jobs.table.ts';

type Row = ListRow<typeof jobs>;

/** The committee's jobs show no poster's address: it would be an administrator's own. */
const toPublicJob = (row: Row): PublicJob => ({
  ...apiRow(publicJobSchema, row),
  ...publicationOf(row),
  posterEmail: row.isPostedByCommittee ? null : row.posterEmail,
});

const toAdminJob = (row: Row): AdminJob => ({
  ...toPublicJob(row),
  posterEmail: row.posterEmail,
  ...moderationFieldsOf(row),
});

/**
 * Called in the transaction that makes a job public (approved by an admin, or created approved by one): the queue's
 * job_alerts task (features/job-alerts, wired in tasks.ts) tells the residents whose alerts match.
 */
const scheduleJobAlerts = (db: Executor, jobId: string) =>
  enqueue(db, 'job_alerts', { jobId }, { jobKey: `job-alerts:${jobId}` });

/** Jobs are a moderated post (features/moderated-posts); approving one, or creating it approved, starts job alerts. */
const posts = postModeration({
  table: jobs,
  kind: 'job',
  noun: 'job',
  aNoun: 'a job',
  toPublic: toPublicJob,
  toAdmin: toAdminJob,
  searchText: jobSearchText,
  posterEmailOf: (poster, _input: JobFields) => poster.email,
  onApproved: scheduleJobAlerts,
});

/** The residents' list, filtered by industry. */
const listPublicJobs = (db: Executor, query: JobListQuery): Promise<PublicJobList> =>
  posts.listPublic(db, query, query.industry === 'all' ? undefined : eq(jobs.industry, query.industry));

/** What the jobs' routes call (features/moderated-posts/post-routes.ts). */
export const jobPosts = { ...posts, listPublic: listPublicJobs };
/** The dashboard's Jobs Posted card: every job not removed, whatever its status. */
export const countJobs = posts.countAll;
/** The Jobs tab's badge: posts waiting for a decision. */
export const countPendingJobs = posts.countPending;
