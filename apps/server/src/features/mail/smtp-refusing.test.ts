import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.ts';
import { createJob } from '../../test/factories.ts';
import { createTestApp, signInResident, startTestQueue } from '../../test/helper.ts';
import { applyWithCv } from '../../test/multipart.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { outbox } from './mail.table.ts';

/**
 * Fault: the SMTP server refuses mail for a while. Residents apply (each application writes its mail to the outbox
 * and a delivery job in its own transaction) while a real SMTP server answers every connection with 421; the mail
 * waits, is tried again, and once the server takes mail again each one arrives exactly once. The queue's backoff
 * (e^attempts seconds) is not waited out: the waiting jobs are made due at once with graphile-worker's own
 * reschedule_jobs, as an operator would to send the queue now.
 */

const REFUSAL = '421 4.3.2 Too busy, try again later';
const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const t = await createTestApp({
  // Residents sign in by e-mail alone here: the only mail is the applications' own.
  environment: { SMTP_URL: smtp.url, RESIDENT_SIGN_IN: 'email' },
});
const { app, db } = t;
// Two queues on one database: two app processes, which must still deliver each mail once.
await startTestQueue(t);
await startTestQueue(t);

const APPLICANTS = 8;
const residents = await Promise.all(Array.from({ length: APPLICANTS }, () => signInResident(t)));
const job = await createJob(db);

const apply = (resident: (typeof residents)[number]) => applyWithCv(app, resident, job.id);

const applicationMails = () =>
  db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'application-received'),
        inArray(
          outbox.toEmail,
          residents.map((resident) => resident.email),
        ),
      ),
    );

/** Makes every waiting mail delivery due now (graphile-worker skips the ones a worker holds). */
const retryMailNow = () =>
  db.execute(sql`
    SELECT count(*) FROM graphile_worker.reschedule_jobs(
      ARRAY(SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'deliver_mail'),
      run_at := now())`);

const waitingDeliveries = async () =>
  (
    await db.execute<{ waiting: number }>(
      sql`SELECT count(*)::int AS waiting FROM graphile_worker.jobs WHERE task_identifier = 'deliver_mail'`,
    )
  ).rows[0]?.waiting;

describe('the SMTP server refuses mail for a while', () => {
  it('keeps the mails of writes made meanwhile, and delivers each exactly once when it takes mail again', async () => {
    smtp.refuseConnections(REFUSAL);
    const responses = await Promise.all(residents.map(apply));
    for (const response of responses) expect(response.statusCode).toBe(201);

    // Refused twice over: the first try at once, the second once the backoff is brought forward.
    for (const attempts of [1, 2]) {
      if (attempts > 1) await retryMailNow();
      await eventually(
        async () => (await applicationMails()).every((mail) => mail.attempts >= attempts),
        `attempt ${attempts} of every mail`,
      );
    }
    const waiting = await applicationMails();
    expect(waiting).toHaveLength(APPLICANTS);
    for (const mail of waiting) {
      expect(mail.status).toBe('queued');
      expect(mail.lastError).toMatch(/421/);
    }
    expect(smtp.received).toHaveLength(0);
    expect(smtp.connectionsRefused()).toBeGreaterThanOrEqual(2 * APPLICANTS);

    smtp.refuseConnections(null);
    await retryMailNow();
    // Sent, and no delivery job left (a job ends just after it marks its mail sent) that could send one again:
    // what arrived is all that ever will.
    await eventually(
      async () =>
        (await applicationMails()).every((mail) => mail.status === 'sent') &&
        (await waitingDeliveries()) === 0,
      'every mail sent once the server takes mail',
    );
    for (const resident of residents)
      expect(smtp.received.filter((mail) => mail.envelopeTo.includes(resident.email))).toHaveLength(1);
    for (const mail of await applicationMails()) {
      expect(mail.attempts).toBeGreaterThanOrEqual(3);
      expect(mail.lastError).toBeNull();
    }
  });
});
