import { and, eq, gt, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Transporter } from 'nodemailer';
import type { Database, Executor } from '../../db/client.ts';
import type { Metrics } from '../../plugins/metrics.ts';
import { enqueue } from '../../queue/queue.ts';
import { accessRequests } from '../access-requests/access-requests.table.ts';
import { users } from '../../db/users.table.ts';
import type { Mail } from './mail.service.ts';
import { outbox } from './mail.table.ts';
import { smtpAnswerOf } from './mail-transport.ts';

/**
 * Sends one outbox mail. Without a transport (no SMTP_URL) the mail stays queued; it is sent once the app starts
 * with one. A failure is written on the mail (attempts, the SMTP answer) and rethrown so the queue tries again
 * later; after the last attempt the mail is marked failed.
 */
export function deliverMailTask(
  db: Database,
  transport: Transporter | null,
  from: string,
  metrics?: Pick<Metrics, 'mails'>,
): Task {
  return async (payload, helpers) => {
    if (!transport) return;
    const { outboxId } = payload as { outboxId: string };
    const [mail] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
    // Sent already (a job run twice after a crash between sending and finishing) or deleted: nothing to do.
    if (mail?.status !== 'queued') return;
    try {
      await transport.sendMail({
        from,
        to: mail.toEmail,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: mail.headers,
      });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, lastError: null })
        .where(eq(outbox.id, mail.id));
      metrics?.mails.inc({ result: 'sent' });
    } catch (error) {
      const isLastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      if (isLastAttempt) metrics?.mails.inc({ result: 'failed' });
      await db
        .update(outbox)
        .set({
          status: isLastAttempt ? 'failed' : 'queued',
          attempts: sql`${outbox.attempts} + 1`,
          lastError: smtpAnswerOf(error),
        })
        .where(eq(outbox.id, mail.id));
      if (!isLastAttempt) throw error;
    }
  };
}

const DIGEST_EVERY = sql`interval '15 minutes'`;

/**
 * One mail to each administrator listing the access requests that came in since the last digest. Scheduled by
 * each new request under one job key, no sooner than 15 minutes after the previous digest.
 */
export function accessDigestTask(db: Database, mail: Mail): Task {
  return async () => {
    await db.transaction(async (tx) => {
      // One digest at a time across processes; a job that a request queued while another digest ran must not
      // send a second one within 15 minutes, so it moves itself to the next allowed time instead.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('access-digest'))`);
      const [last] = await tx
        .select({
          at: sql<Date | null>`max(${outbox.createdAt})`,
          tooSoon: sql<boolean>`coalesce(max(${outbox.createdAt}) > now() - ${DIGEST_EVERY}, false)`,
        })
        .from(outbox)
        .where(eq(outbox.kind, 'access-digest'));
      if (last?.tooSoon) {
        await scheduleAccessDigest(tx);
        return;
      }
      const since = last?.at ? new Date(last.at) : new Date(0);
      const requests = await tx
        .select({
          name: accessRequests.fullName,
          email: accessRequests.email,
          unit: accessRequests.unitNumber,
        })
        .from(accessRequests)
        .where(and(eq(accessRequests.status, 'pending'), gt(accessRequests.createdAt, since)))
        .orderBy(accessRequests.createdAt)
        .limit(50);
      if (requests.length === 0) return;
      const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      for (const admin of admins)
        await mail.queue(tx, {
          kind: 'access-digest',
          to: admin.email,
          requests,
          link: mail.url('/admin?tab=access-requests'),
        });
    });
  };
}

/** Called with each new access request: the digest goes out now, or 15 minutes after the previous one. */
export const scheduleAccessDigest = (db: Executor) =>
  enqueue(
    db,
    'access_digest',
    {},
    {
      jobKey: 'access-digest',
      jobKeyMode: 'preserve_run_at',
      runAt: sql`greatest(now(), (SELECT max(created_at) FROM outbox WHERE kind = 'access-digest') + ${DIGEST_EVERY})`,
    },
  );
