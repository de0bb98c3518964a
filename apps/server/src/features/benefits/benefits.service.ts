import type {
  AdminBenefit,
  AdminBenefitList,
  AdminBenefitListQuery,
  Benefit,
  BenefitChanges,
  BenefitList,
  BenefitListQuery,
  NewBenefit,
  ToggleBenefit,
} from '@hub/contract/benefits/benefit.schema';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transactor } from '../../db/client.ts';
import { apiFields } from '../../lib/api-fields.ts';
import { listPage } from '../../lib/list-page.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import type { InTransaction } from '../../lib/audit-trail.ts';
import type { FileChange } from '../../lib/file-change.ts';
import { changeDetachingFiles, fileOwnerEditor, shareWithMembers } from '../files/index.ts';
import { files } from '../files/index.ts';
import { benefits } from './benefits.table.ts';

type Row = typeof benefits.$inferSelect;

const GONE = 'This benefit no longer exists.';

const toBenefit = (row: Row): Benefit =>
  apiFields(row, [
    'id',
    'title',
    'description',
    'discountPercentage',
    'businessName',
    'location',
    'category',
    'validUntil',
    'imageStorageIds',
  ]);

/**
 * Today as offers count days (YYYY-MM-DD, the server's calendar): an offer is shown up to and including its
 * 'Valid until' day (decision 012). One clock for the residents' lists and the dashboard's Expired badge, so they
 * never disagree.
 */
export function offerToday(now = new Date()) {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

const isExpired = (validUntil: string | null) => validUntil !== null && validUntil < offerToday();

const toAdminBenefit = (row: Row): AdminBenefit => ({
  ...toBenefit(row),
  isActive: row.isActive,
  showOnHomepage: row.showOnHomepage,
  isExpired: isExpired(row.validUntil),
});

const newestFirst = [desc(benefits.createdAt), desc(benefits.id)];

const page = (db: Executor, where: SQL | undefined, query: { page: number; pageSize: number }) =>
  listPage(db, benefits, { where, orderBy: newestFirst, page: query.page, pageSize: query.pageSize });

/** What residents see: active benefits; on the home page only those flagged for it (benefits_active_idx). */
export async function listBenefits(db: Executor, query: BenefitListQuery): Promise<BenefitList> {
  // An offer past its last valid day is no offer: residents stop seeing it the day after.
  const isCurrent = sql`(${benefits.validUntil} IS NULL OR ${benefits.validUntil} >= ${offerToday()}::date)`;
  const where = query.homepage
    ? and(eq(benefits.isActive, true), eq(benefits.showOnHomepage, true), isCurrent)
    : and(eq(benefits.isActive, true), isCurrent);
  const { rows, ...counts } = await page(db, where, query);
  return { items: rows.map(toBenefit), ...counts };
}

export async function listAdminBenefits(
  db: Executor,
  query: AdminBenefitListQuery,
): Promise<AdminBenefitList> {
  const { rows, ...counts } = await page(db, undefined, query);
  return { items: rows.map(toAdminBenefit), ...counts };
}

const IMAGE_FIELD = 'imageStorageIds';

/**
 * Images newly attached to a benefit must be uploaded images that nothing shows yet: a file already shared
 * with members belongs to other content, and deleting it with this benefit would break that content.
 */
async function assertAttachable(db: Executor, ids: string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: files.id, purpose: files.purpose, visibility: files.visibility })
    .from(files)
    .where(inArray(files.id, ids));
  const byId = new Map(found.map((file) => [file.id, file]));
  for (const id of ids) {
    const file = byId.get(id);
    if (!file) {
      const message = 'An image was not found. Upload it again.';
      throw badRequest(message, { [IMAGE_FIELD]: message });
    }
    if (file.purpose !== 'image') {
      const message = 'Only files uploaded as images can be benefit images.';
      throw badRequest(message, { [IMAGE_FIELD]: message });
    }
  }
  // Images attached to any content (this benefit's own included) are shared with members.
  if (found.some((file) => file.visibility !== 'private')) {
    const message = 'An image already belongs to other content. Upload it again for this benefit.';
    throw badRequest(message, { [IMAGE_FIELD]: message });
  }
}

const IMAGE_NOT_DELETED = 'could not delete an old benefit image';

export async function createBenefit(db: Transactor, input: NewBenefit) {
  return db.transaction(async (tx) => {
    await assertAttachable(tx, input.imageStorageIds);
    const [row] = await tx.insert(benefits).values(input).returning();
    if (!row) throw new Error('insert returned nothing');
    await shareWithMembers(tx, input.imageStorageIds);
    return toAdminBenefit(row);
  });
}

export const updateBenefit = fileOwnerEditor(
  { table: benefits, gone: GONE, failure: IMAGE_NOT_DELETED, toItem: toAdminBenefit },
  async (tx, before, changes: BenefitChanges) => {
    let removed: string[] = [];
    if (changes.imageStorageIds) {
      const kept = new Set(before.imageStorageIds);
      const added = changes.imageStorageIds.filter((imageId) => !kept.has(imageId));
      await assertAttachable(tx, added);
      await shareWithMembers(tx, added);
      const next = new Set(changes.imageStorageIds);
      removed = before.imageStorageIds.filter((imageId) => !next.has(imageId));
    }
    // updatedAt is set here too, so a request that changes nothing is still a valid update.
    return { values: { ...changes, updatedAt: sql`now()` }, detached: removed };
  },
);

export async function toggleBenefit(db: Executor, id: string, toggle: ToggleBenefit) {
  const [row] = await db.update(benefits).set(toggle).where(eq(benefits.id, id)).returning();
  if (!row) throw notFound(GONE);
  return toAdminBenefit(row);
}

export async function deleteBenefit(at: FileChange, id: string, audit?: InTransaction<{ title: string }>) {
  await changeDetachingFiles(at, IMAGE_NOT_DELETED, async (tx) => {
    const [deleted] = await tx.delete(benefits).where(eq(benefits.id, id)).returning();
    if (!deleted) throw notFound(GONE);
    await audit?.(tx, deleted);
    return { result: undefined, detached: deleted.imageStorageIds };
  });
}
