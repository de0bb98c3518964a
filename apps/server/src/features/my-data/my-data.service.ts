import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { tooManyRequestsFor } from '@hub/contract/messages';
import { ZipArchive } from 'archiver';
import { and, asc, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { accessRequests } from '../access-requests/index.ts';
import { applications } from '../applications/index.ts';
import { type AuditActor, recordAudit } from '../../lib/audit-trail.ts';
import { sessions, users } from '../../db/users.table.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { issueCode, invalidCode, useCode } from '../auth/index.ts';
import { signInCodes } from '../auth/index.ts';
import { courseNotifyRequests } from '../courses/index.ts';
import { cvEntries } from '../cv-showcase/index.ts';
import { cvsOf } from '../cv-showcase/index.ts';
import { profilesOf } from '../directory/index.ts';
import { profiles } from '../directory/index.ts';
import { deferRemovals, deleteFile } from '../files/index.ts';
import { files } from '../files/index.ts';
import { residentSignInDays } from '../insights/index.ts';
import { internships } from '../internships/index.ts';
import { jobAlertMatches, jobAlertSettings } from '../job-alerts/index.ts';
import { jobs } from '../jobs/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { type Mail, queueCopy } from '../mail/index.ts';
import { mailOptOuts, outbox } from '../mail/index.ts';
import { savedPosts } from '../saved-posts/index.ts';
import { emailWhitelist } from '../auth/index.ts';

/** What stands in for a deleted member's address where the committee keeps the record (decision 011). */
export const DELETED_MEMBER = 'deleted-member@deleted.invalid';

/** A member's own rows: theirs by the spec's e-mail match, or because they made them while signed in. */
const mine = (member: SessionUser) => {
  const email = member.email.toLowerCase();
  return {
    email,
    cvs: cvsOf(member) as SQL,
    profiles: profilesOf(member) as SQL,
    applications: eq(applications.applicantUserId, member.id),
  };
};

/** Everything the app holds about a member, as data, and the ids of their stored files. */
export async function collectMyData(db: Executor, member: SessionUser) {
  const where = mine(member);
  const [
    account,
    whitelist,
    myApplications,
    myJobs,
    myInternships,
    myCvs,
    myProfiles,
    optOuts,
    alerts,
    alertMatches,
    days,
    requests,
    notifyRequests,
    saved,
    devices,
  ] = await Promise.all([
    db.select().from(users).where(eq(users.id, member.id)),
    db.select().from(emailWhitelist).where(eq(emailWhitelist.email, where.email)),
    db.select().from(applications).where(where.applications),
    db.select().from(jobs).where(eq(jobs.posterEmail, where.email)),
    db.select().from(internships).where(eq(internships.posterEmail, where.email)),
    db.select().from(cvEntries).where(where.cvs),
    db.select().from(profiles).where(where.profiles),
    db.select().from(mailOptOuts).where(eq(mailOptOuts.email, where.email)),
    db.select().from(jobAlertSettings).where(eq(jobAlertSettings.userId, member.id)),
    db.select().from(jobAlertMatches).where(eq(jobAlertMatches.userId, member.id)),
    db.select().from(residentSignInDays).where(eq(residentSignInDays.userId, member.id)),
    db.select().from(accessRequests).where(eq(accessRequests.email, where.email)),
    db.select().from(courseNotifyRequests).where(eq(courseNotifyRequests.userId, member.id)),
    db.select().from(savedPosts).where(eq(savedPosts.userId, member.id)),
    // A session's token hash is a secret of the server's: the devices are listed without it.
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        address: sessions.address,
      })
      .from(sessions)
      .where(eq(sessions.userId, member.id)),
  ]);
  // Secrets of the account never leave the server, not even to its owner.
  const accountRows = account.map(
    ({ passwordHash: _hash, failedLoginCount: _failed, lockedUntil: _locked, ...rest }) => rest,
  );
  const fileIds = [
    ...myApplications.map((row) => row.cvStorageId),
    ...myCvs.map((row) => row.cvStorageId),
    ...myProfiles.map((row) => row.fileStorageId),
  ].filter((id): id is string => Boolean(id));
  const storedFiles = fileIds.length
    ? await db
        .select({ id: files.id, originalName: files.originalName, purpose: files.purpose })
        .from(files)
        .where(inArray(files.id, fileIds))
    : [];
  return {
    data: {
      exportedAt: new Date().toISOString(),
      account: accountRows[0] ?? null,
      whitelistEntry: whitelist[0] ?? null,
      applications: myApplications,
      posts: { jobs: myJobs, internships: myInternships },
      cvs: myCvs,
      directoryProfiles: myProfiles,
      mailTurnedOff: optOuts.map((row) => row.kind),
      jobAlerts: alerts[0] ?? null,
      jobAlertMatches: alertMatches,
      accessRequests: requests,
      courseNotifyRequests: notifyRequests,
      savedPosts: saved,
      signedInDevices: devices,
      signInDays: days.map((row) => row.day),
      files: storedFiles.map((file) => ({ ...file, path: `files/${file.id}-${file.originalName}` })),
    },
    files: storedFiles,
  };
}

/** 'Download my data': a ZIP streamed as it is written, my-data.json plus every file of mine. */
export async function zipMyData(db: Executor, storage: FileStorage, member: SessionUser) {
  const { data, files: stored } = await collectMyData(db, member);
  const zip = new ZipArchive({ zlib: { level: 6 } });
  zip.append(JSON.stringify(data, null, 2), { name: 'my-data.json' });
  for (const file of stored) {
    const bytes = await storage.read(db, file.id);
    if (bytes) zip.append(bytes, { name: `files/${file.id}-${file.originalName}` });
  }
  void zip.finalize();
  return zip;
}

/**
 * How often 'Delete my account' may mail a code and take a wrong one, per account, counted in the database (so
 * across processes and restarts): at most `mails` code mails in `mailWindowMinutes`; a request within
 * `resendMinutes` of the current code mails that code again rather than a new one (which would give five fresh
 * guesses); and at most `wrongCodes` wrong codes, over all codes made in `wrongCodeWindowHours`.
 */
export const DELETION_CODE_LIMITS = {
  mails: 3,
  mailWindowMinutes: 10,
  resendMinutes: 5,
  wrongCodes: 10,
  wrongCodeWindowHours: 24,
};

const DELETION_MAIL = 'account-deletion-code';

/** A 429 saying when to try again (in its message and in Retry-After), on `fields` if given. */
const tooManyFor = (waitMs: number, fields?: (message: string) => Record<string, string>) => {
  const message = tooManyRequestsFor(waitMs);
  return new AppError(429, 'RATE_LIMITED', message, fields?.(message), {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
};

/** One deletion request of an account at a time, so two at once cannot both pass a limit. */
const lockDeletionOf = (tx: Executor, member: SessionUser) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`account-deletion:${member.id}`}))`);

/** Milliseconds from now until `createdAt` plus `interval` (PostgreSQL's clock, as the rows were stamped by it). */
const msUntil = (createdAt: AnyPgColumn, interval: SQL) =>
  sql<number>`(extract(epoch from ${createdAt} + ${interval} - now()) * 1000)::float8`;

/** Refuses (429 on the code field) while the account's wrong deletion codes of the window reach the limit. */
async function refuseAfterWrongCodes(tx: Executor, email: string) {
  const window = sql`make_interval(hours => ${DELETION_CODE_LIMITS.wrongCodeWindowHours})`;
  const codes = await tx
    .select({ failed: signInCodes.failedAttempts, waitMs: msUntil(signInCodes.createdAt, window) })
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.email, email),
        eq(signInCodes.purpose, 'delete-account'),
        gt(signInCodes.failedAttempts, 0),
        gt(signInCodes.createdAt, sql`now() - ${window}`),
      ),
    )
    .orderBy(asc(signInCodes.createdAt));
  // Until the oldest codes leave the window, as many as it takes to fall under the limit.
  let wrong = codes.reduce((sum, code) => sum + code.failed, 0);
  let waitMs = 0;
  for (const code of codes) {
    if (wrong < DELETION_CODE_LIMITS.wrongCodes) break;
    wrong -= code.failed;
    waitMs = code.waitMs;
  }
  if (waitMs > 0) throw tooManyFor(waitMs, (message) => ({ code: message }));
}

/**
 * The first step of 'Delete my account': a code, mailed, that proves the mailbox's owner is asking. Within the
 * limits of DELETION_CODE_LIMITS (429 with the time to wait beyond them); asked again soon, the same code again.
 */
export async function requestAccountDeletion(db: Database, mail: Mail, member: SessionUser) {
  const email = member.email.toLowerCase();
  await db.transaction(async (tx) => {
    await lockDeletionOf(tx, member);
    await refuseAfterWrongCodes(tx, email);
    const mailWindow = sql`make_interval(mins => ${DELETION_CODE_LIMITS.mailWindowMinutes})`;
    const recentMails = await tx
      .select({ id: outbox.id, waitMs: msUntil(outbox.createdAt, mailWindow) })
      .from(outbox)
      .where(
        and(
          eq(outbox.toEmail, email),
          eq(outbox.kind, DELETION_MAIL),
          gt(outbox.createdAt, sql`now() - ${mailWindow}`),
        ),
      )
      .orderBy(desc(outbox.createdAt));
    if (recentMails.length >= DELETION_CODE_LIMITS.mails) {
      const oldestCounted = recentMails[DELETION_CODE_LIMITS.mails - 1];
      throw tooManyFor(oldestCounted?.waitMs ?? 0);
    }
    const [current] = await tx
      .select({ id: signInCodes.id })
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.email, email),
          eq(signInCodes.purpose, 'delete-account'),
          isNull(signInCodes.usedAt),
          gt(signInCodes.expiresAt, sql`now()`),
          gt(
            signInCodes.createdAt,
            sql`now() - make_interval(mins => ${DELETION_CODE_LIMITS.resendMinutes})`,
          ),
        ),
      )
      .limit(1);
    // The newest code mail carries the current code: the code and its mail are written in one transaction.
    const newestMail = recentMails[0];
    if (current && newestMail) return queueCopy(tx, newestMail.id);
    const code = await issueCode(tx, mail.signInKey, email, 'delete-account');
    await mail.queue(tx, { kind: DELETION_MAIL, to: member.email, code, minutes: 10 });
  });
}

/**
 * Deletes a member's account with the mailed code: their CV, directory profile, files, sessions, settings and the
 * account itself; their applications stay for the posts' history with every personal field blanked, and their
 * posts stay with the poster's address replaced (decision 011). One transaction; file bytes go after it commits.
 */
export async function deleteMyAccount(
  db: Database,
  storage: FileStorage,
  key: Buffer,
  member: SessionUser,
  code: string,
  actor: AuditActor,
) {
  const where = mine(member);
  const { deferred, flush } = deferRemovals(storage);
  const error = await db.transaction(async (tx) => {
    await lockDeletionOf(tx, member);
    await refuseAfterWrongCodes(tx, where.email);
    const refused = await useCode(tx, key, where.email, code, 'delete-account');
    if (refused) return refused;
    const cvs = await tx.delete(cvEntries).where(where.cvs).returning({ file: cvEntries.cvStorageId });
    const gone = await tx.delete(profiles).where(where.profiles).returning({ file: profiles.fileStorageId });
    const applicationCvs = await tx
      .select({ file: applications.cvStorageId })
      .from(applications)
      .where(where.applications);
    await tx
      .update(applications)
      .set({
        applicantName: 'Deleted member',
        applicantEmail: DELETED_MEMBER,
        applicantPhone: '',
        coverLetter: null,
        cvStorageId: null,
        cvFileName: null,
        applicantUserId: null,
      })
      .where(where.applications);
    for (const file of [...cvs, ...gone, ...applicationCvs].map((row) => row.file).filter(Boolean))
      await deleteFile(tx, deferred, file as string);
    await tx.update(jobs).set({ posterEmail: DELETED_MEMBER }).where(eq(jobs.posterEmail, where.email));
    await tx
      .update(internships)
      .set({ posterEmail: DELETED_MEMBER })
      .where(eq(internships.posterEmail, where.email));
    await tx.delete(emailWhitelist).where(eq(emailWhitelist.email, where.email));
    // A decided access request stays, blanked, so the committee's funnel still counts it; an open one goes.
    await tx
      .delete(accessRequests)
      .where(and(eq(accessRequests.email, where.email), eq(accessRequests.status, 'pending')));
    await tx
      .update(accessRequests)
      .set({ fullName: 'Deleted member', email: DELETED_MEMBER, unitNumber: '', mobile: null })
      .where(and(eq(accessRequests.email, where.email), ne(accessRequests.status, 'pending')));
    await tx.delete(mailOptOuts).where(eq(mailOptOuts.email, where.email));
    await tx.delete(outbox).where(eq(outbox.toEmail, where.email));
    await tx.delete(signInCodes).where(eq(signInCodes.email, where.email));
    await tx.delete(courseNotifyRequests).where(eq(courseNotifyRequests.userId, member.id));
    await tx.delete(jobAlertMatches).where(eq(jobAlertMatches.userId, member.id));
    await recordAudit(tx, actor, { action: 'account.delete', targetType: 'user', targetId: member.id });
    // Sessions, job alerts, sign-in days and saved posts go with the account (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, member.id));
    return null;
  });
  if (error) throw invalidCode(error);
  await flush(db, { warn: () => undefined });
}
