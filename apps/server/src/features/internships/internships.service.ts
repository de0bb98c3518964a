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
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { listPage, searchedListPage } from '../../lib/list-page.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { deleteApplicationsOf } from '../applications/applications.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { Mail } from '../mail/mail.service.ts';
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

/** Why a conditional change found nothing to change: gone (404) or in the wrong state (409). */
async function explainMiss(db: Executor, id: string, describe: (row: Row) => string): Promise<never> {
  const [row] = await db.select().from(internships).where(eq(internships.id, id)).limit(1);
  if (!row) throw notFound(GONE);
  throw conflict(describe(row));
}

const removedMessage = 'This internship is in Removed Items; restore it first.';

/** Edits are allowed while an internship is pending or approved, never once it was rejected or removed. */
export async function updateInternship(db: Executor, id: string, input: NewInternship) {
  const [row] = await db
    .update(internships)
    .set(input)
    .where(
      and(
        eq(internships.id, id),
        isNull(internships.removedAt),
        inArray(internships.status, ['pending', 'approved']),
      ),
    )
    .returning();
  if (row) return toAdminInternship(row);
  return explainMiss(db, id, (existing) =>
    existing.removedAt
      ? removedMessage
      : `This internship was ${existing.status} and can no longer be edited.`,
  );
}

/** Approve or reject, only from pending. */
export async function decideInternship(
  db: Executor,
  mail: Mail,
  id: string,
  status: 'approved' | 'rejected',
  reason: string | null,
) {
  const [row] = await db
    .update(internships)
    .set({ status, isApproved: status === 'approved' })
    .where(and(eq(internships.id, id), isNull(internships.removedAt), eq(internships.status, 'pending')))
    .returning();
  if (row) {
    await mail.queuePostDecision(db, row, 'internship', status, reason);
    return toAdminInternship(row);
  }
  return explainMiss(db, id, (existing) =>
    existing.removedAt ? removedMessage : `This internship was already ${existing.status}.`,
  );
}

/**
 * Removal and restore leave updatedAt alone: they are not edits of the internship, and a restored one comes
 * back exactly as it was.
 */
const keepUpdatedAt = { updatedAt: sql`${internships.updatedAt}` };

/** Soft delete: the internship moves to Removed Items, with who removed it and why. */
export async function removeInternship(db: Executor, id: string, adminEmail: string, reason: string | null) {
  const [row] = await db
    .update(internships)
    .set({ removedAt: sql`now()`, removedBy: adminEmail, removalReason: reason, ...keepUpdatedAt })
    .where(and(eq(internships.id, id), isNull(internships.removedAt)))
    .returning();
  if (row) return toAdminInternship(row);
  return explainMiss(db, id, () => 'This internship is already in Removed Items.');
}

export async function restoreInternship(db: Executor, id: string) {
  const [row] = await db
    .update(internships)
    .set({ removedAt: null, removedBy: null, removalReason: null, ...keepUpdatedAt })
    .where(and(eq(internships.id, id), isNotNull(internships.removedAt)))
    .returning();
  if (row) return toAdminInternship(row);
  return explainMiss(db, id, () => 'This internship is not in Removed Items.');
}

/**
 * Only a removed internship can be deleted for good. Its applications and their CV files go with it in one
 * transaction; the internship row is locked first, so no application can be added meanwhile.
 */
export async function deleteInternshipPermanently(
  db: Database,
  storage: FileStorage,
  id: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  /** Runs in the deleting transaction (the audit event), told what was deleted. */
  audit?: (tx: Executor, deleted: { title: string }) => Promise<void>,
) {
  const removeCvBytes = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: internships.id, title: internships.title })
      .from(internships)
      .where(and(eq(internships.id, id), isNotNull(internships.removedAt)))
      .for('update');
    if (!row)
      return explainMiss(
        tx,
        id,
        () => 'Only an internship in Removed Items can be deleted permanently; remove it first.',
      );
    const afterCommit = await deleteApplicationsOf(tx, storage, { internshipId: id });
    await tx.delete(internships).where(eq(internships.id, id));
    await audit?.(tx, { title: row.title });
    return afterCommit;
  });
  await removeCvBytes(db, log);
}

/** The dashboard's Internships card: every internship not removed, whatever its status. */
export async function countInternships(db: Executor) {
  const [row] = await db.select({ total: count() }).from(internships).where(isNull(internships.removedAt));
  return row?.total ?? 0;
}

/** The Internships tab's badge: submissions waiting for a decision (the internships_admin_idx index). */
export async function countPendingInternships(db: Executor) {
  const [row] = await db
    .select({ total: count() })
    .from(internships)
    .where(and(isNull(internships.removedAt), eq(internships.status, 'pending')));
  return row?.total ?? 0;
}
