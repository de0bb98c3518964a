import type { SessionUser } from '@hub/contract/auth/auth.schema';
import type { MyActivity } from '@hub/contract/my-activity/my-activity.schema';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applications } from '../applications/index.ts';
import { cvEntries } from '../cv-showcase/index.ts';
import { cvsOf } from '../cv-showcase/index.ts';
import { profilesOf } from '../directory/index.ts';
import { profiles } from '../directory/index.ts';
import { internships } from '../internships/index.ts';
import { jobs } from '../jobs/index.ts';

/** What My Activity lists at most of each kind; older things stay in the admins' lists. */
const MOST = 100;

/**
 * A member's own applications (made while signed in as them), posts (posted with their address), CV and
 * directory profile (theirs by the spec's e-mail match or because they made it). Nothing here is anyone else's.
 */
export async function readMyActivity(db: Executor, member: SessionUser): Promise<MyActivity> {
  const email = member.email.toLowerCase();
  const [applied, postedJobs, postedInternships, [cv], [profile]] = await Promise.all([
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        internshipId: applications.internshipId,
        jobTitle: jobs.title,
        jobCompany: jobs.company,
        internshipTitle: internships.title,
        internshipCompany: internships.company,
        status: applications.status,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(internships, eq(internships.id, applications.internshipId))
      .where(eq(applications.applicantUserId, member.id))
      .orderBy(desc(applications.createdAt))
      .limit(MOST),
    db.select().from(jobs).where(eq(jobs.posterEmail, email)).orderBy(desc(jobs.createdAt)).limit(MOST),
    db
      .select()
      .from(internships)
      .where(eq(internships.posterEmail, email))
      .orderBy(desc(internships.createdAt))
      .limit(MOST),
    db
      .select({ id: cvEntries.id, name: cvEntries.name, title: cvEntries.title, section: cvEntries.section })
      .from(cvEntries)
      .where(cvsOf(member))
      .orderBy(desc(cvEntries.createdAt))
      .limit(1),
    db
      .select({ id: profiles.id, name: profiles.name, title: profiles.title, isVisible: profiles.isVisible })
      .from(profiles)
      .where(profilesOf(member))
      .orderBy(desc(profiles.createdAt))
      .limit(1),
  ]);
  const post =
    (kind: 'job' | 'internship') => (row: typeof jobs.$inferSelect | typeof internships.$inferSelect) => ({
      id: row.id,
      kind,
      title: row.title,
      company: row.company,
      status: row.status,
      isRemoved: row.removedAt !== null,
      removalReason: row.removalReason,
      createdAt: row.createdAt.toISOString(),
    });
  return {
    applications: applied.map((row) => ({
      id: row.id,
      kind: row.jobId ? ('job' as const) : ('internship' as const),
      postId: row.jobId ?? row.internshipId,
      title: row.jobTitle ?? row.internshipTitle ?? 'No longer listed',
      company: row.jobCompany ?? row.internshipCompany ?? '',
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    posts: [...postedJobs.map(post('job')), ...postedInternships.map(post('internship'))].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    ),
    cv: cv ?? null,
    profile: profile ?? null,
  };
}
