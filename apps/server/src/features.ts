import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Feature } from './lib/feature.ts';
import type { FileStorage } from './lib/file-change.ts';
import { accessRequestsFeature } from './features/access-requests/index.ts';
import { activitiesFeature } from './features/activities/index.ts';
import { applicationsFeature, deleteApplicationsOf } from './features/applications/index.ts';
import { auditFeature } from './features/audit/index.ts';
import { authFeature, createTwoFactor, type TwoFactor } from './features/auth/index.ts';
import { type BackupPlace, backupFeature } from './features/backup/index.ts';
import { importFeature } from './features/import/index.ts';
import { benefitsFeature } from './features/benefits/index.ts';
import { coursesFeature } from './features/courses/index.ts';
import { cvMatchFeature } from './features/cv-match/index.ts';
import { cvShowcaseFeature } from './features/cv-showcase/index.ts';
import { dashboardFeature } from './features/dashboard/index.ts';
import { directoryFeature } from './features/directory/index.ts';
import { databaseStorage, filesFeature, localStorage } from './features/files/index.ts';
import { insightsFeature } from './features/insights/index.ts';
import { internshipsFeature } from './features/internships/index.ts';
import { createInvites, type Invites, invitesFeature } from './features/invites/index.ts';
import { jobAlertsFeature } from './features/job-alerts/index.ts';
import { jobsFeature } from './features/jobs/index.ts';
import type { DeletePostDependents } from './features/moderated-posts/index.ts';
import { type LiveStreams, liveFeature } from './features/live/index.ts';
import { createMail, type Mail, mailFeature, TEST_MAILS_PER_HOUR } from './features/mail/index.ts';
import { myActivityFeature } from './features/my-activity/index.ts';
import { myDataFeature } from './features/my-data/index.ts';
import { passkeysFeature, type RelyingParty, relyingPartyOf } from './features/passkeys/index.ts';
import { pushFeature, resolveVapidKeys } from './features/push/index.ts';
import { savedPostsFeature } from './features/saved-posts/index.ts';
import { setupFeature } from './features/setup/index.ts';
import { statsFeature } from './features/stats/index.ts';
import { testAuthFeature } from './features/test-auth/index.ts';
import { trainingsFeature } from './features/trainings/index.ts';
import { whatsNewFeature } from './features/whats-new/index.ts';
import { whitelistFeature } from './features/whitelist/index.ts';
import { deriveKey } from './features/secrets/index.ts';

/** What app.ts makes once and hands to every feature (each takes the part it names in its `Feature<Needs>`). */
export type AppServices = {
  config: Config;
  db: Database;
  limits: { accessRequestsPerHour: number; testMailsPerHour: number };
  mail: Mail;
  invites: Invites;
  twoFactor: TwoFactor;
  relyingParty: RelyingParty;
  storage: FileStorage;
  stagingDir: string;
  backupPlace: BackupPlace;
  streams: LiveStreams;
  /** What goes with a moderated post deleted for good: its applications (features/applications). */
  deletePostDependents: DeletePostDependents;
  vapidPublicKey: string;
};

/**
 * The feature registry: every feature with routes, one line each. app.ts mounts each feature's public, member
 * and admin routes in the scope of their guard (lib/feature.ts); the order is the order of the OpenAPI document.
 * A new feature gets an `index.ts` exporting its `Feature` and one line here.
 */
export const FEATURES: Feature<AppServices>[] = [
  authFeature,
  passkeysFeature,
  accessRequestsFeature,
  filesFeature,
  applicationsFeature,
  jobsFeature,
  internshipsFeature,
  cvShowcaseFeature,
  directoryFeature,
  whitelistFeature,
  invitesFeature,
  backupFeature,
  importFeature,
  mailFeature,
  pushFeature,
  myActivityFeature,
  whatsNewFeature,
  jobAlertsFeature,
  savedPostsFeature,
  myDataFeature,
  insightsFeature,
  cvMatchFeature,
  dashboardFeature,
  auditFeature,
  statsFeature,
  setupFeature,
  liveFeature,
  benefitsFeature,
  coursesFeature,
  trainingsFeature,
  activitiesFeature,
  testAuthFeature,
];

/** The services every feature is handed, made once per app. */
export async function createAppServices({
  config,
  db,
  secret,
  limits,
  streams,
}: {
  config: Config;
  db: Database;
  secret: Buffer;
  limits: { accessRequestsPerHour?: number; testMailsPerHour?: number };
  streams: LiveStreams;
}): Promise<AppServices> {
  return {
    config,
    db,
    limits: {
      // DESIGN: 5 access requests an hour per address.
      accessRequestsPerHour: limits.accessRequestsPerHour ?? 5,
      testMailsPerHour: limits.testMailsPerHour ?? TEST_MAILS_PER_HOUR,
    },
    mail: createMail(config, secret),
    invites: createInvites(config, secret),
    twoFactor: createTwoFactor(secret, config.admin2fa, config.compoundName),
    relyingParty: relyingPartyOf(config.publicUrl, config.compoundName),
    storage: fileStorageOf(config),
    stagingDir: stagingDirOf(config),
    backupPlace: backupPlaceOf(config, secret),
    streams,
    deletePostDependents: deleteApplicationsOf,
    vapidPublicKey: (await resolveVapidKeys(config, db)).publicKey,
  };
}

/** Where uploaded bytes live: DATA_DIR/files, or the database (FILE_STORAGE=database). */
export const fileStorageOf = (config: Config) =>
  config.fileStorage === 'database' ? databaseStorage() : localStorage(join(config.dataDir, 'files'));

/** Uploads stream here before they are checked and stored; emptied at start, stale entries swept hourly. */
export const stagingDirOf = (config: Config) => join(config.dataDir, 'uploads-in-progress');

/**
 * Where backups are kept (DATA_DIR/backups, or in the database with the database file storage) and their seal:
 * BACKUP_KEY, or a key derived from the application secret.
 */
export const backupPlaceOf = (config: Config, secret: Buffer): BackupPlace => ({
  driver: config.fileStorage,
  dir: join(config.dataDir, 'backups'),
  key: config.backupKey ?? deriveKey(secret, 'backup'),
  maxRestoreBytes: config.backupRestoreMaxBytes,
});
