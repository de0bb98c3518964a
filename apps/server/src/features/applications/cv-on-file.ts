import { APPLICATION_MESSAGES, type ApplicationOnFile } from '@hub/contract/applications/application.schema';
import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import { cvEntries } from '../cv-showcase/index.ts';
import { cvsOf } from '../cv-showcase/index.ts';
import { profilesOf } from '../directory/index.ts';
import { profiles } from '../directory/index.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { type StagedFile, stageCopy } from '../files/index.ts';
import { applications } from './applications.table.ts';

/** One place a member's details and CV are on file, and when they last wrote them there. */
type Source = {
  source: NonNullable<ApplicationOnFile['cv']>['source'];
  name: string;
  phone: string | null;
  storageId: string | null;
  fileName: string | null;
  writtenAt: Date;
};

/**
 * What the member has on file: their CV showcase entry and directory profile (matched as My Activity matches
 * them) and their latest application, in the order their CV is preferred.
 */
async function sourcesOf(db: Executor, member: SessionUser): Promise<Source[]> {
  const [entries, ownProfiles, applied] = await Promise.all([
    db
      .select({
        name: cvEntries.name,
        phone: cvEntries.phone,
        storageId: cvEntries.cvStorageId,
        fileName: cvEntries.cvFileName,
        writtenAt: cvEntries.updatedAt,
      })
      .from(cvEntries)
      .where(cvsOf(member))
      .orderBy(desc(cvEntries.createdAt))
      .limit(1),
    // A corporate profile's file is a portfolio, not a CV.
    db
      .select({
        name: profiles.name,
        phone: profiles.phone,
        storageId: profiles.fileStorageId,
        fileName: profiles.fileName,
        writtenAt: profiles.updatedAt,
      })
      .from(profiles)
      .where(and(profilesOf(member), eq(profiles.kind, 'professional')))
      .orderBy(desc(profiles.createdAt))
      .limit(1),
    // An application's status changes later, by administrators: what the member wrote is as of when they sent it.
    db
      .select({
        name: applications.applicantName,
        phone: applications.applicantPhone,
        storageId: applications.cvStorageId,
        fileName: applications.cvFileName,
        writtenAt: applications.createdAt,
      })
      .from(applications)
      .where(eq(applications.applicantUserId, member.id))
      .orderBy(desc(applications.createdAt))
      .limit(1),
  ]);
  return [
    ...entries.map((row) => ({ ...row, source: 'cv-showcase' as const })),
    ...ownProfiles.map((row) => ({ ...row, source: 'profile' as const })),
    ...applied.map((row) => ({ ...row, source: 'application' as const })),
  ];
}

/** The CV on file: the first source, in order of preference, with a stored file. */
const cvOf = (sources: Source[]) =>
  sources.find(
    (found): found is Source & { storageId: string; fileName: string } =>
      found.storageId !== null && found.fileName !== null,
  ) ?? null;

/**
 * What the apply form is filled in with: the name and phone most recently written in any source (the account's
 * name when there is none), the address the member signed in with, and the CV on file.
 */
export async function readApplicationOnFile(db: Executor, member: SessionUser): Promise<ApplicationOnFile> {
  const sources = await sourcesOf(db, member);
  const newestFirst = [...sources].sort((a, b) => b.writtenAt.getTime() - a.writtenAt.getTime());
  const cv = cvOf(sources);
  return {
    applicantName: newestFirst.find((found) => found.name)?.name ?? member.name,
    applicantEmail: member.email,
    applicantPhone: newestFirst.find((found) => found.phone)?.phone ?? null,
    cv: cv && { fileName: cv.fileName, source: cv.source },
  };
}

/**
 * A copy of the CV on file, staged like an upload, for an application: the committee then reviews what was sent,
 * whatever becomes of the original. 400 on the cv field when there is none.
 */
export async function stageCvOnFile(
  db: Executor,
  storage: FileStorage,
  member: SessionUser,
  stagingDir: string,
): Promise<StagedFile> {
  const cv = cvOf(await sourcesOf(db, member));
  const copy = cv && (await stageCopy(db, storage, cv.storageId, stagingDir));
  if (!cv || !copy)
    throw badRequest(APPLICATION_MESSAGES.noCvOnFile, { cv: APPLICATION_MESSAGES.noCvOnFile });
  return { ...copy, originalName: cv.fileName };
}
