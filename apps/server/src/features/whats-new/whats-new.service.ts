import type { WhatsNew, WhatsNewItem } from '@hub/contract/whats-new/whats-new.schema';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { benefits } from '../benefits/benefits.table.ts';
import { courses } from '../courses/courses.table.ts';
import { internships } from '../internships/internships.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { trainings } from '../trainings/trainings.table.ts';

/** How many items the home page lists at most, and of each kind. */
const MOST = 12;
/** The furthest back "new" reaches, however long ago the last visit was. */
const LOOK_BACK_MS = 30 * 24 * 60 * 60 * 1000;

/** A moderated post residents can see, published (approved) after `from`. */
const publishedPost = (table: typeof jobs | typeof internships, from: Date) =>
  and(
    eq(table.isApproved, true),
    eq(table.isActive, true),
    isNull(table.removedAt),
    gt(table.approvedAt, from),
  );

/**
 * What was published since the member's last visit, newest first: approved jobs and internships, current benefits,
 * courses on offer and trainings. Only what residents may see, and only its title and who offers it.
 */
export async function readWhatsNew(db: Executor, since: Date, now = new Date()): Promise<WhatsNew> {
  const from = new Date(Math.max(since.getTime(), now.getTime() - LOOK_BACK_MS));
  const [newJobs, newInternships, newBenefits, newCourses, newTrainings] = await Promise.all([
    db
      .select({ id: jobs.id, title: jobs.title, subtitle: jobs.company, at: jobs.approvedAt })
      .from(jobs)
      .where(publishedPost(jobs, from))
      .orderBy(desc(jobs.approvedAt))
      .limit(MOST),
    db
      .select({
        id: internships.id,
        title: internships.title,
        subtitle: internships.company,
        at: internships.approvedAt,
      })
      .from(internships)
      .where(publishedPost(internships, from))
      .orderBy(desc(internships.approvedAt))
      .limit(MOST),
    db
      .select({
        id: benefits.id,
        title: benefits.title,
        subtitle: benefits.businessName,
        at: benefits.createdAt,
      })
      .from(benefits)
      .where(
        and(
          eq(benefits.isActive, true),
          sql`(${benefits.validUntil} IS NULL OR ${benefits.validUntil} >= current_date)`,
          gt(benefits.createdAt, from),
        ),
      )
      .orderBy(desc(benefits.createdAt))
      .limit(MOST),
    db
      .select({ id: courses.id, title: courses.title, subtitle: courses.instructor, at: courses.createdAt })
      .from(courses)
      .where(and(eq(courses.isActive, true), gt(courses.createdAt, from)))
      .orderBy(desc(courses.createdAt))
      .limit(MOST),
    db
      .select({
        id: trainings.id,
        title: trainings.title,
        subtitle: sql<string>`array_to_string(${trainings.tags}[1:3], ', ')`,
        at: trainings.createdAt,
      })
      .from(trainings)
      .where(and(eq(trainings.isActive, true), gt(trainings.createdAt, from)))
      .orderBy(desc(trainings.createdAt))
      .limit(MOST),
  ]);
  const tagged = (
    kind: WhatsNewItem['kind'],
    rows: { id: string; title: string; subtitle: string; at: Date | null }[],
  ) => rows.map((row) => ({ kind, ...row, at: (row.at ?? from).toISOString() }));
  const items = [
    ...tagged('job', newJobs),
    ...tagged('internship', newInternships),
    ...tagged('benefit', newBenefits),
    ...tagged('course', newCourses),
    ...tagged('training', newTrainings),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, MOST);
  return { items };
}
