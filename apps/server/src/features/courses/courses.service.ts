import {
  type AdminCourse,
  type AdminCourseList,
  COURSE_MESSAGES,
  type Course,
  type CourseList,
  type CourseListQuery,
  type CourseNotifyReceipt,
  type CourseNotifyStatus,
  type NewCourse,
} from '@hub/contract/courses/course.schema';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiFields } from '../../lib/api-fields.ts';
import { listPage } from '../../lib/list-page.ts';
import { notFound } from '../../plugins/errors.ts';
import { users } from '../../db/users.table.ts';
import type { Mail } from '../mail/index.ts';
import { courseNotifyRequests, courses } from './courses.table.ts';

type Row = typeof courses.$inferSelect;

const toCourse = (row: Row): Course =>
  apiFields(row, ['id', 'title', 'description', 'instructor', 'type', 'duration']);

const toAdminCourse = (row: Row): AdminCourse => ({
  ...toCourse(row),
  status: row.status,
  isActive: row.isActive,
});

const newestFirst = [desc(courses.createdAt), desc(courses.id)];

// ---- residents ----

/** Active courses, newest first (the index courses_active_idx). */
export async function listActiveCourses(db: Executor, query: CourseListQuery): Promise<CourseList> {
  const { rows, total } = await listPage(db, courses, {
    exactTotal: true,
    where: eq(courses.isActive, true),
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toCourse), total };
}

/** One active course, for the /courses/{courseId} link; an inactive or deleted one is not found. */
export async function getActiveCourse(db: Executor, id: string): Promise<Course> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isActive, true)));
  if (!row) throw notFound(COURSE_MESSAGES.gone);
  return toCourse(row);
}

export async function getNotifyStatus(db: Executor, userId: string): Promise<CourseNotifyStatus> {
  const [row] = await db
    .select({ createdAt: courseNotifyRequests.createdAt })
    .from(courseNotifyRequests)
    .where(eq(courseNotifyRequests.userId, userId));
  return { isRequested: Boolean(row), requestedAt: row?.createdAt.toISOString() ?? null };
}

/** Once per member: asking again keeps the first request and says so. */
export async function requestCourseNotification(db: Executor, userId: string): Promise<CourseNotifyReceipt> {
  const [inserted] = await db
    .insert(courseNotifyRequests)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ createdAt: courseNotifyRequests.createdAt });
  if (inserted) return { isAlreadyRequested: false, requestedAt: inserted.createdAt.toISOString() };
  const status = await getNotifyStatus(db, userId);
  return { isAlreadyRequested: true, requestedAt: status.requestedAt ?? new Date().toISOString() };
}

// ---- administrators ----

export async function listAdminCourses(db: Executor, query: CourseListQuery): Promise<AdminCourseList> {
  const { rows, total } = await listPage(db, courses, {
    exactTotal: true,
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toAdminCourse), total };
}

/**
 * Courses an administrator adds are saved with status active and isActive true. Residents who pressed 'Notify Me
 * When Ready' and were not told yet are told now, once.
 */
export async function createCourse(db: Executor, mail: Mail, input: NewCourse, adminId: string) {
  const [row] = await db
    .insert(courses)
    .values({ ...input, status: 'active', isActive: true, isApproved: true, postedBy: adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  await notifyWaitingResidents(db, mail);
  return toAdminCourse(row);
}

async function notifyWaitingResidents(db: Executor, mail: Mail) {
  const waiting = await db
    .update(courseNotifyRequests)
    .set({ notifiedAt: sql`now()` })
    .from(users)
    .where(
      and(
        eq(users.id, courseNotifyRequests.userId),
        eq(users.role, 'user'),
        isNull(courseNotifyRequests.notifiedAt),
      ),
    )
    .returning({ email: users.email });
  if (waiting.length === 0) return;
  const offered = await db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.isActive, true))
    .orderBy(desc(courses.createdAt))
    .limit(10);
  for (const { email } of waiting)
    await mail.queue(db, {
      kind: 'courses-available',
      to: email,
      titles: offered.map((course) => course.title),
      link: mail.url('/courses'),
    });
}

/** Deletes the course; its title is returned for the audit trail. */
export async function deleteCourse(db: Executor, id: string) {
  const [row] = await db.delete(courses).where(eq(courses.id, id)).returning({ title: courses.title });
  if (!row) throw notFound(COURSE_MESSAGES.gone);
  return row.title;
}

/** How many residents asked; an administrator trying the button does not count. */
export async function countNotifyRequests(db: Executor) {
  const [row] = await db
    .select({ total: count() })
    .from(courseNotifyRequests)
    .innerJoin(users, eq(users.id, courseNotifyRequests.userId))
    .where(eq(users.role, 'user'));
  return row?.total ?? 0;
}
