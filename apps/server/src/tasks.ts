import type { TaskList } from 'graphile-worker';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { LogSink } from './logger.ts';
import type { Metrics } from './plugins/metrics.ts';
import { accessDigestTask, countPendingAccessRequests } from './features/access-requests/index.ts';
import { pruneAudit } from './features/audit/index.ts';
import { type BackupPlace, runScheduledBackup } from './features/backup/index.ts';
import { sendSignInCodeTask } from './features/auth/index.ts';
import { sweepFiles } from './features/files/index.ts';
import { countPendingInternships } from './features/internships/index.ts';
import { jobAlertDigestTask, jobAlertsTask } from './features/job-alerts/index.ts';
import { countPendingJobs } from './features/jobs/index.ts';
import { createMail, createTransport, deliverMailTask } from './features/mail/index.ts';
import { deliverPushTask, reviewPushTask } from './features/push/index.ts';
import type { FileStorage } from './lib/file-change.ts';
import type { TaskName } from './queue/queue.ts';

// The task registry, a composition root beside app.ts: it wires each feature's background work to a task name.
// queue/ only runs tasks and never imports a feature (docs/code-style.md, Layers).

/**
 * Everything that runs in the background, in every process, each job once: mail, push notifications, the admins' access-request
 * digest, the hourly upload sweep, the backup schedule and the daily audit-trail pruning. The maintenance jobs share one named queue, so a long
 * backup never runs beside the next tick's.
 */
export function backgroundWork(input: {
  db: Database;
  config: Config;
  secret: Buffer;
  storage: FileStorage;
  stagingDir: string;
  backupPlace: BackupPlace;
  logger: LogSink;
  /** Counts mails sent and failed (GET /metrics); absent in tests that do not look. */
  metrics?: Pick<Metrics, 'mails'>;
}): { tasks: TaskList & Record<TaskName, unknown>; crontab: string } {
  const { db, config, storage, stagingDir, backupPlace, logger } = input;
  const mail = createMail(config, input.secret);
  const transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  return {
    tasks: {
      deliver_mail: deliverMailTask(db, transport, config.mailFrom, input.metrics),
      access_digest: accessDigestTask(db, mail),
      job_alerts: jobAlertsTask(db, mail),
      job_alert_digest: jobAlertDigestTask(db, mail),
      deliver_push: deliverPushTask(db, config, logger),
      // The kinds waiting for review are counted by the features that own them.
      push_review: reviewPushTask(db, async (tx) => ({
        accessRequests: await countPendingAccessRequests(tx),
        jobs: await countPendingJobs(tx),
        internships: await countPendingInternships(tx),
      })),
      send_sign_in_code: sendSignInCodeTask(db, mail),
      sweep_files: async () => {
        const swept = await sweepFiles(db, storage, stagingDir);
        if (swept.abandoned || swept.orphans || swept.staged)
          logger.info(
            `File sweep: removed ${swept.abandoned} abandoned upload(s), ${swept.orphans} orphaned file(s), ${swept.staged} stale staged upload(s).`,
          );
      },
      prune_audit: async () => {
        const pruned = await pruneAudit(db, config.auditRetentionDays);
        if (pruned)
          logger.info(
            `Audit trail: removed ${pruned} event(s) older than ${config.auditRetentionDays} days.`,
          );
      },
      scheduled_backup: async () => {
        const made = await runScheduledBackup(db, storage, backupPlace);
        if (made) logger.info(`Scheduled backup made: ${made.fileName}`);
      },
    },
    crontab: [
      '17 * * * * sweep_files ?queue=maintenance&max=1',
      '*/10 * * * * scheduled_backup ?queue=maintenance&max=1',
      // The 'once a day' job alerts, in the morning (server time).
      '0 7 * * * job_alert_digest ?max=1',
      '41 3 * * * prune_audit ?queue=maintenance&max=1',
    ].join('\n'),
  };
}
