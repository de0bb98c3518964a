import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { INTERNSHIP_SECTORS } from '@hub/contract/enums';
import type {
  AdminInternship,
  AdminInternshipList,
  AdminInternshipListQuery,
  InternshipListQuery,
  NewInternship,
  PublicInternship,
  PublicInternshipList,
  RemovedInternshipListQuery,
} from '@hub/contract/internships/internship.schema';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listPage, searchedListPage } from '../../lib/list-page.ts';
import { postModeration } from '../moderated-posts/post-moderation.ts';
import { notFound } from '../../plugins/errors.ts';
import { internshipSearchText, internships } from './internships.table.ts';

type Row = typeof internships.$inferSelect;

const GONE = 'This internship no longer exists.';

/** Built field by field, so a column added later (or the contact details) never reaches residents by accident. */
const toPublicInternship = (row: Row): PublicInternship => ({
  id: row.id,
  title: row.title,
  company: row.company,
  posterRole: row.posterRole,
  description: row.description,
  requirements: row.requirements,
  skills: row.skills,
  department: row.department,
  duration: row.duration,
  isPaid: row.isPaid,
  stipend: row.isPaid ? row.stipend : null,
  location: row.location,
  positions: row.positions,
  startDate: row.startDate,
  applicationDeadline: row.applicationDeadline,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toAdminInternship = (row: Row): AdminInternship => ({
  ...toPublicInternship(row),
  posterEmail: row.posterEmail,
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

/** The search boxes over internships: words by full text, anything else as typed (decision 051). */
const searchTarget = { vector: internships.searchDocument, text: internshipSearchText };

/** What residents may see: approved, active and not removed (the partial index internships_public_idx). */
const isPublic = and(
  eq(internships.isApproved, true),
  eq(internships.isActive, true),
  isNull(internships.removedAt),
);

const newestFirst = [desc(internships.createdAt), desc(internships.id)];

// ---- residents ----

export async function listPublicInternships(
  db: Executor,
  query: InternshipListQuery,
): Promise<PublicInternshipList> {
  const { rows, ...counts } = await searchedListPage(db, internships, {
    base: and(isPublic, query.sector === 'all' ? undefined : eq(internships.department, query.sector)),
    search: query.search,
    target: searchTarget,
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toPublicInternship), ...counts };
}

/** The sector filter: the fixed sectors merged with departments of listed internships, sorted, no repeats. */
export async function listInternshipSectors(db: Executor): Promise<string[]> {
  const found = await db
    .select({ department: internships.department })
    .from(internships)
    .where(and(isPublic, isNotNull(internships.department), sql`btrim(${internships.department}) <> ''`))
    .groupBy(internships.department);
  const sectors = new Set<string>(INTERNSHIP_SECTORS);
  for (const { department } of found) if (department) sectors.add(department.trim());
  return [...sectors].sort((a, b) => a.localeCompare(b, 'en'));
}

/** An internship a resident may see; anything else (pending, rejected, removed, unknown) answers 404. */
export async function getPublicInternship(db: Executor, id: string): Promise<PublicInternship> {
  const [row] = await db
    .select()
    .from(internships)
    .where(and(eq(internships.id, id), isPublic))
    .limit(1);
  if (!row) throw notFound(GONE);
  return toPublicInternship(row);
}

/**
 * A member's submission waits for an administrator: active, not approved, pending. The poster e-mail is the
 * signed-in member's, else the contact e-mail they entered (spec/residents.md section 6).
 */
export async function submitInternship(db: Executor, input: NewInternship, poster: SessionUser) {
  const [row] = await db
    .insert(internships)
    .values({
      ...input,
      posterEmail: poster.email || input.contactEmail,
      postedBy: poster.id,
      isActive: true,
      isApproved: false,
      status: 'pending',
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return toAdminInternship(row);
}

// ---- administrators ----

export async function listAdminInternships(
  db: Executor,
  query: AdminInternshipListQuery,
): Promise<AdminInternshipList> {
  const { rows, ...counts } = await searchedListPage(db, internships, {
    base: and(isNull(internships.removedAt), query.status ? eq(internships.status, query.status) : undefined),
    search: query.search,
    target: searchTarget,
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toAdminInternship), ...counts };
}

export async function listRemovedInternships(
  db: Executor,
  query: RemovedInternshipListQuery,
): Promise<AdminInternshipList> {
  const { rows, ...counts } = await listPage(db, internships, {
    where: isNotNull(internships.removedAt),
    orderBy: [desc(internships.removedAt), desc(internships.id)],
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toAdminInternship), ...counts };
}

/** Any internship, removed ones included, as administrators see it. */
export async function getAdminInternship(db: Executor, id: string): Promise<AdminInternship> {
  const [row] = await db.select().from(internships).where(eq(internships.id, id)).limit(1);
  if (!row) throw notFound(GONE);
  return toAdminInternship(row);
}

/** Internships an administrator creates are published at once. */
export async function createApprovedInternship(db: Executor, input: NewInternship, admin: SessionUser) {
  const [row] = await db
    .insert(internships)
    .values({
      ...input,
      posterEmail: admin.email || input.contactEmail,
      postedBy: admin.id,
      isActive: true,
      isApproved: true,
      status: 'approved',
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return toAdminInternship(row);
}

/** Moderation, written once for jobs and internships (features/moderated-posts). */
const moderation = postModeration({
  table: internships,
  kind: 'internship',
  noun: 'internship',
  aNoun: 'an internship',
  toAdmin: toAdminInternship,
});
export const updateInternship = (db: Executor, id: string, input: NewInternship) =>
  moderation.update(db, id, input);
export const decideInternship = moderation.decide;
export const removeInternship = moderation.remove;
export const restoreInternship = moderation.restore;
export const deleteInternshipPermanently = moderation.deletePermanently;
/** The dashboard's Internships card: every internship not removed, whatever its status. */
export const countInternships = moderation.countAll;
/** The Internships tab's badge: submissions waiting for a decision. */
export const countPendingInternships = moderation.countPending;
