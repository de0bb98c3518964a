import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, startTestQueue } from '../../test/helper.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { outbox } from './mail.table.ts';

let smtp = await startSmtpServer();
afterAll(() => smtp.stop());
// Test mails are this file's way to queue mail: more of them than an administrator may send in an hour.
const t = await createTestApp({ environment: { SMTP_URL: smtp.url }, limits: { testMailsPerHour: 1000 } });
const { app, db } = t;
// Two queues on one database: two app processes behind a load balancer.
await startTestQueue(t);
await startTestQueue(t);
const admin = await signInAdmin(t);

const sendTest = (to: string) =>
  app.inject({ method: 'POST', url: '/api/admin/mail/test', payload: { to }, ...admin });
const rowsTo = (to: string) => db.select().from(outbox).where(eq(outbox.toEmail, to));

describe('delivery', () => {
  it('two processes deliver each mail exactly once', async () => {
    const recipients = Array.from({ length: 20 }, (_, i) => `once-${i}@hub.test`);
    for (const to of recipients) expect((await sendTest(to)).statusCode).toBe(202);
    for (const to of recipients) await smtp.waitFor(to);
    await new Promise((wait) => setTimeout(wait, 1500));
    for (const to of recipients)
      expect(smtp.received.filter((mail) => mail.envelopeTo.includes(to))).toHaveLength(1);
    const rows = await db.select().from(outbox).where(inArray(outbox.toEmail, recipients));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('keeps a mail the SMTP server refuses, with its answer, and delivers it when the server takes mail again', async () => {
    smtp.refuse('451 4.3.0 Mailbox temporarily unavailable');
    await sendTest('later@hub.test');
    for (;;) {
      const [row] = await rowsTo('later@hub.test');
      if (row && row.attempts >= 1) {
        expect(row.status).toBe('queued');
        expect(row.lastError).toMatch(/451 4\.3\.0 Mailbox temporarily unavailable/);
        break;
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    smtp.refuse(null);
    // graphile-worker retries after e^attempts seconds: the second try comes about 3 s later.
    await smtp.waitFor('later@hub.test', () => true, 20_000);
    for (;;) {
      const [row] = await rowsTo('later@hub.test');
      if (row?.status === 'sent') {
        expect(row.attempts).toBe(2);
        expect(row.lastError).toBeNull();
        break;
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }, 40_000);

  it('keeps mail while the SMTP server is down, and delivers it when it is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    await sendTest('outage@hub.test');
    for (;;) {
      const [row] = await rowsTo('outage@hub.test');
      if (row && row.attempts >= 1) {
        expect(row.status).toBe('queued');
        expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
        break;
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    smtp = await startSmtpServer({ port });
    await smtp.waitFor('outage@hub.test', () => true, 20_000);
  }, 40_000);
});
