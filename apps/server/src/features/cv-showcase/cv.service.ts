import type { SessionUser } from '@hub/contract/auth/auth.schema';
import type {
  AdminCvListQuery,
  CvChanges,
  CvEntry,
  CvList,
  CvListQuery,
  CvSectionCount,
  CvShowcase,
  NewCv,
  OwnCv,
} from '@hub/contract/cv-showcase/cv.schema';
import { CV_MESSAGES } from '@hub/contract/cv-showcase/cv.schema';
import { MESSAGES } from '@hub/contract/messages';
import { CV_SECTIONS } from '@hub/contract/enums';
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { apiFields } from '../../lib/api-fields.ts';
import { type ListRow, listPage, searchCondition } from '../../lib/list-page.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import type { InTransaction } from '../../lib/audit-trail.ts';
import { users } from '../../db/users.table.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import {
  deferRemovals,
  deleteFile,
  discardStaged,
  type StagedFile,
  saveStaged,
  shareWithMembers,
} from '../files/index.ts';
import { cvEntries, cvSearchText } from './cv-entries.table.ts';
import { extractCvText } from './cv-text.ts';

type Row = ListRow<typeof cvEntries>;
type Logger = { warn: (details: object, message: string) => void };

const GONE = 'This CV no longer exists.';
const EMAIL_CHANGE_REFUSED =
  'Only an administrator or the member who uploaded this CV can change its e-mail.';

/**
 * Who may edit a CV: administrators, the member whose e-mail it carries (both stored lower-case), and the member
 * who uploaded it (who may have entered another address, e.g. a work e-mail).
 */
/**
 * Ownership by identity: a resident's CV carries the address they sign in with, never another resident's (who would
 * then be shown as its owner and get it in their data export); an administrator may give any.
 */
const assertOwnEmail = (user: SessionUser, email: string) => {
  if (user.role !== 'admin' && email.toLowerCase() !== user.email.toLowerCase())
    throw badRequest(MESSAGES.ownEmailOnly, { email: MESSAGES.ownEmailOnly });
};

const canEdit = (user: SessionUser, row: Pick<Row, 'email' | 'userId'>) =>
  user.role === 'admin' || row.email === user.email.toLowerCase() || row.userId === user.id;

/** The same rule as a query condition: a member's own CVs (My Activity, My Data, the CV on file). */
export const cvsOf = (member: SessionUser) =>
  or(eq(cvEntries.email, member.email.toLowerCase()), eq(cvEntries.userId, member.id));

/** Contact fields the owner keeps private leave the server only for the owner and administrators. */
const toEntry = (row: Row, user: SessionUser): CvEntry => ({
  ...apiFields(row, [
    'id',
    'name',
    'showEmail',
    'showPhone',
    'title',
    'section',
    'bio',
    'skills',
    'experience',
    'education',
    'yearsOfExperience',
    'linkedinUrl',
    'cvStorageId',
    'cvFileName',
  ]),
  email: row.showEmail || canEdit(user, row) ? row.email : null,
  phone: row.showPhone || canEdit(user, row) ? row.phone : null,
  canEdit: canEdit(user, row),
});

/**
 * The showcase search: every word typed begins a word of the CV, its name and its file's text included
 * (stemmed: 'kubernetes clusters' finds a CV file saying 'Kubernetes cluster'); anything else typed stands in
 * the name, title, skills or bio as typed (decision 051).
 */
const searchTarget = { vector: cvEntries.searchDocument, text: cvSearchText };
const matches = (search: string | undefined) => searchCondition(search, searchTarget);

const newestFirst = [desc(cvEntries.createdAt), desc(cvEntries.id)];

/**
 * How many CVs match the search in each section, for the section buttons: every listed section (0 when none),
 * then the custom sectors people entered, alphabetically. The chosen section does not narrow these counts.
 */
async function sectionCounts(db: Executor, search: string | undefined): Promise<CvSectionCount[]> {
  const rows = await db
    .select({ section: cvEntries.section, count: count() })
    .from(cvEntries)
    .where(matches(search))
    .groupBy(cvEntries.section);
  const found = new Map(rows.map((row) => [row.section, row.count]));
  const listed: string[] = [...CV_SECTIONS];
  const custom = rows
    .map((row) => row.section)
    .filter((section) => !listed.includes(section))
    .sort((a, b) => a.localeCompare(b));
  return [...listed, ...custom].map((section) => ({ section, count: found.get(section) ?? 0 }));
}

export async function listShowcase(db: Executor, query: CvListQuery, user: SessionUser): Promise<CvShowcase> {
  const [{ rows, ...counts }, sections] = await Promise.all([
    listPage(db, cvEntries, {
      where: and(matches(query.search), query.section ? eq(cvEntries.section, query.section) : undefined),
      orderBy: newestFirst,
      page: query.page,
      pageSize: query.pageSize,
    }),
    sectionCounts(db, query.search),
  ]);
  return { items: rows.map((row) => toEntry(row, user)), ...counts, sections };
}

export async function listCvsForAdmin(
  db: Executor,
  query: AdminCvListQuery,
  user: SessionUser,
): Promise<CvList> {
  const { rows, ...counts } = await listPage(db, cvEntries, {
    where: matches(query.search),
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map((row) => toEntry(row, user)), ...counts };
}

/**
 * The member's own CV: the one carrying their e-mail or, for residents, the one they uploaded. Administrators
 * upload CVs for other people, so only their own e-mail makes one theirs.
 */
const ownedBy = (user: SessionUser) =>
  user.role === 'admin' ? eq(cvEntries.email, user.email.toLowerCase()) : cvsOf(user);

/** The CVs of whoever signs in with `email`: carrying it, or uploaded by that resident. */
const ofPersonWith = (email: string) =>
  or(
    eq(cvEntries.email, email),
    inArray(
      cvEntries.userId,
      sql`(SELECT ${users.id} FROM ${users} WHERE ${and(eq(users.email, email), ne(users.role, 'admin'))})`,
    ),
  );

/** /cv-upload: the member's own CV (the newest, should older data hold two), which the page opens for editing. */
export async function getOwnCv(db: Executor, user: SessionUser): Promise<OwnCv> {
  const [row] = await db
    .select()
    .from(cvEntries)
    .where(ownedBy(user))
    .orderBy(...newestFirst)
    .limit(1);
  return { cv: row ? toEntry(row, user) : null };
}

/**
 * One showcase entry per person: refuses an upload by a member who has a CV already (they edit it instead), or
 * one for an address whose person has one.
 */
async function assertNoCvYet(db: Executor, user: SessionUser, email: string) {
  const [own] = await db.select({ id: cvEntries.id }).from(cvEntries).where(ownedBy(user)).limit(1);
  if (own) throw conflict(CV_MESSAGES.alreadyShared);
  const [theirs] = await db.select({ id: cvEntries.id }).from(cvEntries).where(ofPersonWith(email)).limit(1);
  if (theirs) throw conflict(CV_MESSAGES.emailTaken, { email: CV_MESSAGES.emailTaken });
}

/**
 * Holds, until the transaction ends, the people an upload or an e-mail change would give a CV to, so that two
 * requests at once cannot both pass `assertNoCvYet`. The locks are taken in one order, so no two requests wait
 * on each other.
 */
async function lockCvOwners(tx: Executor, keys: string[]) {
  for (const key of [...new Set(keys)].sort())
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
const emailLock = (email: string) => `cv:email:${email.toLowerCase()}`;
const uploaderLocks = (user: SessionUser) => [
  emailLock(user.email),
  ...(user.role === 'admin' ? [] : [`cv:user:${user.id}`]),
];

export async function getCv(db: Executor, id: string, user: SessionUser) {
  const [row] = await db.select().from(cvEntries).where(eq(cvEntries.id, id));
  if (!row) throw notFound(GONE);
  return toEntry(row, user);
}

/** The number of CVs in the showcase, for the home page's statistics. */
export async function countCvs(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cvEntries);
  return row?.total ?? 0;
}

/**
 * Stores a CV and its file in one transaction. The file is shared with members (the showcase is for everyone
 * signed in); the entry records who uploaded it, who may edit it, as may whoever signs in with its e-mail. A
 * member with a CV already, or an address whose person has one, is refused with 409 (`assertNoCvYet`). The
 * file's text is read first, outside the transaction (at most a few seconds; none when it cannot be read).
 */
export async function createCv(
  db: Database,
  storage: FileStorage,
  fields: NewCv,
  cv: StagedFile,
  user: SessionUser,
  log: Logger,
) {
  try {
    // Refused before the file is read; the transaction checks again, holding the locks.
    await assertNoCvYet(db, user, fields.email);
    assertOwnEmail(user, fields.email);
    const cvText = await extractCvText(cv.path, cv.originalName, log);
    const row = await db.transaction(async (tx) => {
      await lockCvOwners(tx, [...uploaderLocks(user), emailLock(fields.email)]);
      await assertNoCvYet(tx, user, fields.email);
      await saveStaged(tx, storage, cv, user.id);
      await shareWithMembers(tx, [cv.id]);
      const [inserted] = await tx
        .insert(cvEntries)
        .values({ ...fields, userId: user.id, cvStorageId: cv.id, cvFileName: cv.originalName, cvText })
        .returning();
      if (!inserted) throw new Error('insert returned nothing');
      return inserted;
    });
    return toEntry(row, user);
  } catch (error) {
    await discardStaged(db, storage, cv);
    throw error;
  }
}

/**
 * Updates a CV for its owner or an administrator; anyone else gets 404, as if it did not exist. With a new file
 * its text is read (before the transaction, so the row is not locked meanwhile), then the old file is deleted (a
 * failure is logged and tolerated), the new one stored and the entry updated with the new text, all in one
 * transaction.
 */
export async function updateCv(
  db: Database,
  storage: FileStorage,
  id: string,
  changes: CvChanges,
  cv: StagedFile | null,
  user: SessionUser,
  log: Logger,
  audit?: InTransaction<{ id: string; name: string; title: string }>,
) {
  const { deferred, flush } = deferRemovals(storage);
  try {
    let cvText: string | null = null;
    if (cv) {
      // Someone who may not edit learns nothing and costs no extraction; the transaction checks again.
      const [current] = await db
        .select({ email: cvEntries.email, userId: cvEntries.userId })
        .from(cvEntries)
        .where(eq(cvEntries.id, id));
      if (!current || !canEdit(user, current)) throw notFound(GONE);
      cvText = await extractCvText(cv.path, cv.originalName, log);
    }
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(cvEntries).where(eq(cvEntries.id, id)).for('update');
      if (!before || !canEdit(user, before)) throw notFound(GONE);
      const { email, ...rest } = changes;
      // Whoever is owner only through the e-mail would give the CV away by changing it.
      if (email && email !== before.email && user.role !== 'admin' && before.userId !== user.id)
        throw badRequest(EMAIL_CHANGE_REFUSED, { email: EMAIL_CHANGE_REFUSED });
      if (email && email !== before.email) assertOwnEmail(user, email);
      if (email && email !== before.email) {
        // A CV moved to another address must not give that person a second one.
        await lockCvOwners(tx, [emailLock(email)]);
        const [theirs] = await tx
          .select({ id: cvEntries.id })
          .from(cvEntries)
          .where(and(ofPersonWith(email), ne(cvEntries.id, id)))
          .limit(1);
        if (theirs) throw conflict(CV_MESSAGES.emailTaken, { email: CV_MESSAGES.emailTaken });
      }
      let file: { cvStorageId: string; cvFileName: string; cvText: string | null } | undefined;
      if (cv) {
        if (before.cvStorageId) {
          const oldId = before.cvStorageId;
          // A savepoint, so a failed delete does not abort the whole transaction.
          await tx
            .transaction((inner) => deleteFile(inner, deferred, oldId))
            .catch((error: unknown) => log.warn({ err: error, id: oldId }, 'old CV file not deleted'));
        }
        await saveStaged(tx, storage, cv, user.id);
        await shareWithMembers(tx, [cv.id]);
        file = { cvStorageId: cv.id, cvFileName: cv.originalName, cvText };
      }
      const [updated] = await tx
        .update(cvEntries)
        .set({ ...rest, ...(email ? { email } : {}), ...file })
        .where(eq(cvEntries.id, id))
        .returning();
      if (!updated) throw notFound(GONE);
      await audit?.(tx, updated);
      return updated;
    });
    await flush(db, log);
    return toEntry(row, user);
  } catch (error) {
    if (cv) await discardStaged(db, storage, cv);
    throw error;
  }
}

/** Administrators delete a CV together with its stored file. */
export async function deleteCv(
  db: Database,
  storage: FileStorage,
  id: string,
  log: Logger,
  audit?: InTransaction<{ name: string; title: string }>,
) {
  const { deferred, flush } = deferRemovals(storage);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(cvEntries).where(eq(cvEntries.id, id)).returning();
    if (!row) throw notFound(GONE);
    if (row.cvStorageId) await deleteFile(tx, deferred, row.cvStorageId);
    await audit?.(tx, row);
  });
  await flush(db, log);
}
