import { eq, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { Metrics } from '../../plugins/metrics.ts';
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
