import type { SessionUser } from '@hub/contract/auth/auth.schema';
import {
  adminProfileSchema,
  type AdminProfile,
  type AdminProfileList,
  type AdminProfileListQuery,
  type CreateCorporateProfile,
  type JoinCommunity,
  type OwnerProfileUpdate,
  type OwnProfile,
  PROFILE_MESSAGES,
  type Profile,
  type ProfileKind,
  type ProfileList,
  type ProfileListQuery,
  type UpdateProfile,
} from '@hub/contract/directory/profile.schema';
import { MESSAGES } from '@hub/contract/messages';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database, Executor, Transactor } from '../../db/client.ts';
import { apiRow } from '../../lib/api-fields.ts';
import { cappedCount, type ListRow, listPage, searchCondition } from '../../lib/list-page.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import type { InTransaction } from '../../lib/audit-trail.ts';
import type { FileStorage, FileChange } from '../../lib/file-change.ts';
import {
  changeDetachingFiles,
  fileOwnerEditor,
  discardStaged,
  findFile,
  type StagedFile,
  saveStaged,
  shareWithMembers,
  withdrawFromMembers,
} from '../files/index.ts';
import { profileSearchText, profiles } from './profiles.table.ts';

type Row = ListRow<typeof profiles>;

const toAdminProfile = (row: Row): AdminProfile => apiRow(adminProfileSchema, row);

/** Contact fields the owner keeps private leave the server only for the owner and administrators. */
const toProfile = (row: Row, viewer: SessionUser): Profile => {
  const { isVisible: _visibility, ...profile } = toAdminProfile(row);
  const isOwner = isOwnedBy(row, viewer);
  const mayContact = isOwner || viewer.role === 'admin';
  return {
    ...profile,
    contact: row.showEmail || mayContact ? profile.contact : null,
    phone: row.showPhone || mayContact ? profile.phone : null,
    isOwner,
  };
};

/**
 * The owner is the member whose e-mail is the profile's contact (both stored lower-case), or the member who
 * created it by joining the community (who may have given another contact address).
 */
const isOwnedBy = (row: { contact: string | null; userId: string | null }, viewer: SessionUser) =>
  (row.contact !== null && row.contact === viewer.email.toLowerCase()) || row.userId === viewer.id;

/**
 * Ownership by identity: a resident's profile carries the address they sign in with as its contact, never another
 * resident's (who would then be shown as its owner and get it in their data export); an administrator may give any.
 */
const assertOwnContact = (member: SessionUser, email: string, field: 'email' | 'contact' = 'email') => {
  if (member.role !== 'admin' && email.toLowerCase() !== member.email.toLowerCase())
    throw badRequest(MESSAGES.ownEmailOnly, { [field]: MESSAGES.ownEmailOnly });
};

/** The same rule as a query condition: a member's own profiles (My Activity, My Data, the CV on file). */
export const profilesOf = (member: SessionUser) =>
  or(eq(profiles.contact, member.email.toLowerCase()), eq(profiles.userId, member.id));

/** The directory search: words by full text over name, title, company and skills; anything else as typed. */
const matches = (search: string | undefined) =>
  searchCondition(search, { vector: profiles.searchDocument, text: profileSearchText });

const newestFirst = [desc(profiles.createdAt), desc(profiles.id)];

/** Removes a file a profile no longer uses. The profile change stands even if this fails: it is only logged. */
const FILE_NOT_DELETED = 'could not delete a file a directory profile no longer uses';

// ---- members ----

/** /directory: visible profiles of one kind, plus how many of each kind match the search. */
export async function listDirectory(
  db: Executor,
  query: ProfileListQuery,
  viewer: SessionUser,
): Promise<ProfileList> {
  const visibleMatching = and(eq(profiles.isVisible, true), matches(query.search));
  const filter = query.kind === 'professional' ? query.expertise : query.industry;
  const where = and(
    visibleMatching,
    eq(profiles.kind, query.kind),
    filter === 'all' ? undefined : eq(profiles.industry, filter),
  );
  const other = query.kind === 'professional' ? 'corporate' : 'professional';
  const countKind = (kind: ProfileKind) =>
    cappedCount(db, profiles, and(visibleMatching, eq(profiles.kind, kind)));
  const [{ rows, ...total }, otherKind, ownKind] = await Promise.all([
    listPage(db, profiles, { where, orderBy: newestFirst, page: query.page, pageSize: query.pageSize }),
    countKind(other),
    // Without an industry filter the kind's count is the total; with one, its tab still counts the whole kind.
    filter === 'all' ? null : countKind(query.kind),
  ]);
  const counts = { professional: 0, corporate: 0 };
  counts[other] = otherKind.total;
  counts[query.kind] = ownKind ? ownKind.total : total.total;
  return { items: rows.map((row) => toProfile(row, viewer)), ...total, counts };
}

/** The professional profile the member made by joining: one each, so /join-community edits it instead. */
const joinedBy = (member: SessionUser) =>
  and(eq(profiles.kind, 'professional'), eq(profiles.userId, member.id));

/** /join-community: the member's own professional profile, or null when they have not joined yet. */
export async function getOwnProfile(db: Executor, member: SessionUser): Promise<OwnProfile> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(joinedBy(member))
    .orderBy(...newestFirst)
    .limit(1);
  return { profile: row ? toProfile(row, member) : null };
}

/**
 * Join community: a professional profile created by the member (who owns it, as does whoever signs in with its
 * contact e-mail), with the CV (optional) stored and shared with members in the same transaction. One
 * professional profile per member.
 */
export async function joinCommunity(
  db: Database,
  storage: FileStorage,
  input: JoinCommunity,
  cv: StagedFile | undefined,
  member: SessionUser,
) {
  try {
    return await db.transaction(async (tx) => {
      // Two joins sent at once by the same member must not both pass the check below.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`profile:${member.id}`}))`);
      const [existing] = await tx.select({ id: profiles.id }).from(profiles).where(joinedBy(member)).limit(1);
      if (existing) throw conflict(PROFILE_MESSAGES.alreadyJoined);
      assertOwnContact(member, input.email);
      if (cv) {
        await saveStaged(tx, storage, cv, member.id);
        await shareWithMembers(tx, [cv.id]);
      }
      const { email, ...fields } = input;
      const [row] = await tx
        .insert(profiles)
        .values({
          ...fields,
          kind: 'professional',
          userId: member.id,
          contact: email,
          fileStorageId: cv?.id ?? null,
          fileName: cv?.originalName ?? null,
          isVisible: true,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return toProfile(row, member);
    });
  } catch (error) {
    if (cv) await discardStaged(db, storage, cv);
    throw error;
  }
}

/** The member's own profile; any other (someone else's, or unknown) answers 404. */
async function findOwn(db: Executor, id: string, member: SessionUser) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), profilesOf(member)))
    .limit(1);
  if (!row) throw notFound(PROFILE_MESSAGES.gone);
  return row;
}

export async function updateOwnProfile(
  db: Executor,
  id: string,
  member: SessionUser,
  changes: OwnerProfileUpdate,
) {
  const row = await findOwn(db, id, member);
  const { industry, contact, ...rest } = changes;
  if (contact !== undefined && contact !== row.contact) {
    // Whoever owns the profile only through its e-mail would give it away by changing it.
    if (row.userId !== member.id)
      throw badRequest(PROFILE_MESSAGES.contactChangeRefused, {
        contact: PROFILE_MESSAGES.contactChangeRefused,
      });
    if (contact === null) throw badRequest(MESSAGES.validEmail, { contact: MESSAGES.validEmail });
    assertOwnContact(member, contact, 'contact');
  }
  if (row.kind === 'professional' && industry === null)
    throw badRequest(PROFILE_MESSAGES.expertiseRequired, { industry: PROFILE_MESSAGES.expertiseRequired });
  const [updated] = await db
    .update(profiles)
    .set({
      ...rest,
      ...(industry === undefined ? {} : { industry }),
      ...(contact === undefined ? {} : { contact }),
    })
    .where(eq(profiles.id, row.id))
    .returning();
  if (!updated) throw notFound(PROFILE_MESSAGES.gone);
  return toProfile(updated, member);
}

export async function deleteOwnProfile(at: FileChange, id: string, member: SessionUser) {
  await changeDetachingFiles(at, FILE_NOT_DELETED, async (tx) => {
    const [row] = await tx
      .delete(profiles)
      .where(and(eq(profiles.id, id), profilesOf(member)))
      .returning({ fileStorageId: profiles.fileStorageId });
    if (!row) throw notFound(PROFILE_MESSAGES.gone);
    return { result: undefined, detached: [row.fileStorageId] };
  });
}

// ---- administrators ----

export async function listAllProfiles(db: Executor, query: AdminProfileListQuery): Promise<AdminProfileList> {
  const where = and(query.kind ? eq(profiles.kind, query.kind) : undefined, matches(query.search));
  const { rows, ...counts } = await listPage(db, profiles, {
    where,
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toAdminProfile), ...counts };
}

/**
 * A file about to be attached to a profile: uploaded for the right purpose (a portfolio for corporate
 * profiles, a CV for professionals) and attached to nothing yet (an application's or another profile's file
 * would be exposed, and deleted with this profile), unless it already is this profile's own file.
 */
async function assertAttachable(db: Executor, storageId: string, kind: ProfileKind, profileId?: string) {
  const file = await findFile(db, storageId);
  const purpose = kind === 'corporate' ? 'portfolio' : 'cv';
  const [isThisProfilesFile] =
    file?.claimedAt && profileId
      ? await db
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.id, profileId), eq(profiles.fileStorageId, storageId)))
          .limit(1)
      : [];
  if (!file || file.purpose !== purpose || (file.claimedAt && !isThisProfilesFile))
    throw badRequest(PROFILE_MESSAGES.portfolioNotFound, {
      portfolioStorageId: PROFILE_MESSAGES.portfolioNotFound,
    });
  return file;
}

export async function createCorporateProfile(db: Transactor, input: CreateCorporateProfile) {
  const { portfolioStorageId, ...fields } = input;
  return db.transaction(async (tx) => {
    const file = portfolioStorageId ? await assertAttachable(tx, portfolioStorageId, 'corporate') : null;
    if (file) await shareWithMembers(tx, [file.id]);
    const [row] = await tx
      .insert(profiles)
      .values({
        ...fields,
        kind: 'corporate',
        fileStorageId: file?.id ?? null,
        fileName: file?.originalName ?? null,
        isVisible: true,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return toAdminProfile(row);
  });
}

/** Edit any profile. Replacing or removing its file deletes the old one once the change is saved. */
export const updateProfile = fileOwnerEditor(
  { table: profiles, gone: PROFILE_MESSAGES.gone, failure: FILE_NOT_DELETED, toItem: toAdminProfile },
  async (tx, before, input: UpdateProfile) => {
    const { portfolioStorageId, ...fields } = input;
    let file: { fileStorageId?: string | null; fileName?: string | null } = {};
    if (portfolioStorageId === null) {
      file = { fileStorageId: null, fileName: null };
    } else if (portfolioStorageId && portfolioStorageId !== before.fileStorageId) {
      const found = await assertAttachable(tx, portfolioStorageId, before.kind, before.id);
      await shareWithMembers(tx, [found.id]);
      file = { fileStorageId: found.id, fileName: found.originalName };
    }
    // The row is saved with `file`'s id, so the old file goes when that differs from it.
    const isFileChanged = 'fileStorageId' in file && before.fileStorageId !== file.fileStorageId;
    return { values: { ...fields, ...file }, detached: [isFileChanged ? before.fileStorageId : null] };
  },
);

/** Hiding a profile also hides its file: a member who kept its storage id can no longer download it. */
export async function setProfileVisibility(db: Transactor, id: string, isVisible: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(profiles).set({ isVisible }).where(eq(profiles.id, id)).returning();
    if (!row) throw notFound(PROFILE_MESSAGES.gone);
    if (row.fileStorageId) {
      await (isVisible ? shareWithMembers : withdrawFromMembers)(tx, [row.fileStorageId]);
    }
    return toAdminProfile(row);
  });
}

export async function deleteProfile(
  at: FileChange,
  id: string,
  audit?: InTransaction<{ name: string; kind: ProfileKind }>,
) {
  await changeDetachingFiles(at, FILE_NOT_DELETED, async (tx) => {
    const [deleted] = await tx
      .delete(profiles)
      .where(eq(profiles.id, id))
      .returning({ name: profiles.name, kind: profiles.kind, fileStorageId: profiles.fileStorageId });
    if (!deleted) throw notFound(PROFILE_MESSAGES.gone);
    await audit?.(tx, deleted);
    return { result: undefined, detached: [deleted.fileStorageId] };
  });
}
