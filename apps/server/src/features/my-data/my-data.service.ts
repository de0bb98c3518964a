import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { ZipArchive } from 'archiver';
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { accessRequests } from '../access-requests/access-requests.table.ts';
import { applications } from '../applications/applications.table.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { sessions, users } from '../auth/users.table.ts';
import { issueCode, invalidCode, useCode } from '../auth/sign-in-codes.ts';
import { signInCodes } from '../auth/sign-in-codes.table.ts';
import { courseNotifyRequests } from '../courses/courses.table.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';
import { profiles } from '../directory/profiles.table.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { deferRemovals, deleteFile } from '../files/files.service.ts';
import { files } from '../files/files.table.ts';
import { residentSignInDays } from '../insights/sign-in-days.table.ts';
import { internships } from '../internships/internships.table.ts';
import { jobAlertMatches, jobAlertSettings } from '../job-alerts/job-alerts.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import type { Mail } from '../mail/mail.service.ts';
import { mailOptOuts, outbox } from '../mail/mail.table.ts';
import { emailWhitelist } from '../whitelist/whitelist.table.ts';

/** What stands in for a deleted member's address where the committee keeps the record (decision 011). */
export const DELETED_MEMBER = 'deleted-member@deleted.invalid';

/** A member's own rows: theirs by the spec's e-mail match, or because they made them while signed in. */
const mine = (member: SessionUser) => {
  const email = member.email.toLowerCase();
  return {
    email,
    cvs: or(eq(cvEntries.email, email), eq(cvEntries.userId, member.id)) as SQL,
    profiles: or(eq(profiles.contact, email), eq(profiles.userId, member.id)) as SQL,
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

/** The first step of 'Delete my account': a code, mailed, that proves the mailbox's owner is asking. */
export async function requestAccountDeletion(db: Database, mail: Mail, member: SessionUser) {
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, mail.signInKey, member.email.toLowerCase(), 'delete-account');
    await mail.queue(tx, { kind: 'account-deletion-code', to: member.email, code, minutes: 10 });
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
    // Sessions, job alerts and sign-in days go with the account (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, member.id));
    return null;
  });
  if (error) throw invalidCode(error);
  await flush(db, { warn: () => undefined });
}
