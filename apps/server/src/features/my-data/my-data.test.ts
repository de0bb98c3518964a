import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createJob } from '../../test/factories.ts';
import { bearer, createTestApp, signInAdmin, startTestQueue } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import type { ReceivedMail } from '../../test/smtp.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { accessRequests } from '../access-requests/access-requests.table.ts';
import { applications } from '../applications/applications.table.ts';
import { signInCodes } from '../auth/sign-in-codes.table.ts';
import { users } from '../../db/users.table.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';
import { savedPosts } from '../saved-posts/saved-posts.table.ts';
import { emailWhitelist } from '../auth/whitelist.table.ts';
import { grantAccess } from '../whitelist/whitelist.service.ts';
import { DELETED_MEMBER, DELETION_CODE_LIMITS } from './my-data.service.ts';
import { outbox } from '../mail/mail.table.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const t = await createTestApp({ environment: { SMTP_URL: smtp.url } });
const { app, db } = t;
await startTestQueue(t);
const admin = await signInAdmin(t);

/** A resident signed in with the mailed code, who saved and applied to a job with a CV and has a showcase CV. */
async function memberWithData(email: string) {
  await db.insert(accessRequests).values({
    fullName: 'Laila Hassan',
    email,
    unitNumber: 'C-3',
    mobile: '+20 100 222 3333',
    status: 'approved',
  });
  await grantAccess(db, { email, name: 'Laila', unit: 'C-3', phone: '+20 100 222 3333' }, 'test');
  await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email } });
  const code = /sign-in code is (\d{6})/.exec((await smtp.waitFor(email)).text ?? '')?.[1];
  const who = bearer(
    (await app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { email, code } })).json()
      .sessionId,
  );
  const job = await createJob(db, { title: 'Archivist' });
  const body = multipart(
    {
      jobId: job.id,
      applicantName: 'Laila Hassan',
      applicantEmail: email,
      applicantPhone: '+20 100 222 3333',
      coverLetter: 'Hire me.',
    },
    [{ field: 'cv', name: 'laila.pdf', content: PDF }],
  );
  const applied = await app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  expect(applied.statusCode).toBe(201);
  const saved = await app.inject({ method: 'PUT', url: `/api/me/saved/job/${job.id}`, ...who });
  expect(saved.statusCode).toBe(200);
  await db
    .insert(cvEntries)
    .values({ name: 'Laila Hassan', email, title: 'Archivist', section: 'Education' });
  return { who, applicationId: applied.json().id as string, jobId: job.id };
}

/** The names in a ZIP and the text of one entry, read with Python's zipfile (no unzip library needed). */
function readZip(bytes: Buffer, entry: string) {
  const script = `import sys, zipfile, json; z = zipfile.ZipFile(sys.argv[1]); print(json.dumps({"names": z.namelist(), "entry": z.read(sys.argv[2]).decode()}))`;
  return (path: string) =>
    JSON.parse(execFileSync('python3', ['-c', script, path, entry]).toString()) as {
      names: string[];
      entry: string;
    };
}

/** The rows of the deletion codes made for `email` (its sign-in codes left out). */
const deletionCodeRows = (email: string) =>
  db
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.email, email), eq(signInCodes.purpose, 'delete-account')))
    .orderBy(signInCodes.createdAt);

describe('my data', () => {
  it('downloads a ZIP with everything the app holds about me and my files', async () => {
    const { who } = await memberWithData('laila@hub.test');
    const response = await app.inject({ method: 'GET', url: '/api/me/data', ...who });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const folder = await mkdtemp(join(tmpdir(), 'hub-zip-'));
    const path = join(folder, 'data.zip');
    await writeFile(path, response.rawPayload);
    const zip = readZip(response.rawPayload, 'my-data.json')(path);
    expect(zip.names).toContain('my-data.json');
    expect(zip.names.some((name) => name.startsWith('files/') && name.endsWith('laila.pdf'))).toBe(true);
    const data = JSON.parse(zip.entry);
    expect(data.account.email).toBe('laila@hub.test');
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.whitelistEntry).toMatchObject({ unit: 'C-3' });
    expect(data.applications[0]).toMatchObject({ applicantName: 'Laila Hassan', coverLetter: 'Hire me.' });
    expect(data.cvs[0]).toMatchObject({ title: 'Archivist' });
    expect(data.savedPosts).toEqual([
      expect.objectContaining({ jobId: expect.any(String), internshipId: null }),
    ]);
    expect(data.accessRequests[0]).toMatchObject({ unitNumber: 'C-3', mobile: '+20 100 222 3333' });
    expect(data.signedInDevices).toHaveLength(1);
    expect(data.signedInDevices[0]).not.toHaveProperty('tokenHash');
    expect((await app.inject({ method: 'GET', url: '/api/me/data' })).statusCode).toBe(401);
  });

  it('deletes my account only with the mailed code, keeping the application without my personal fields', async () => {
    const email = 'sami@hub.test';
    const { who, applicationId, jobId } = await memberWithData(email);
    expect(
      (await app.inject({ method: 'POST', url: '/api/me/account/deletion-code', ...who })).statusCode,
    ).toBe(202);
    const mail = await smtp.waitFor(email, (m) => m.subject?.startsWith('Confirm deleting') ?? false);
    const code = /account is (\d{6})/.exec(mail.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // The deletion code cannot sign anyone in.
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { email, code } }))
        .statusCode,
    ).toBe(400);
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/me/account',
      payload: { code: code === '000000' ? '111111' : '000000' },
      ...who,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe('That code is not right. Check the e-mail and try again.');

    expect(
      (await app.inject({ method: 'DELETE', url: '/api/me/account', payload: { code } })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/me/account/deletion-code' })).statusCode).toBe(401);
    const deleted = await app.inject({ method: 'DELETE', url: '/api/me/account', payload: { code }, ...who });
    expect(deleted.statusCode).toBe(200);
    expect(await db.select().from(accessRequests).where(eq(accessRequests.email, email))).toHaveLength(0);
    const [request] = await db.select().from(accessRequests).where(eq(accessRequests.email, DELETED_MEMBER));
    expect(request).toMatchObject({ fullName: 'Deleted member', unitNumber: '', mobile: null });
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await db.select().from(emailWhitelist).where(eq(emailWhitelist.email, email))).toHaveLength(0);
    expect(await db.select().from(cvEntries).where(eq(cvEntries.email, email))).toHaveLength(0);
    expect(await db.select().from(savedPosts).where(eq(savedPosts.jobId, jobId))).toHaveLength(0);
    const [kept] = await db.select().from(applications).where(eq(applications.id, applicationId));
    expect(kept).toMatchObject({
      applicantName: 'Deleted member',
      applicantEmail: DELETED_MEMBER,
      coverLetter: null,
      cvStorageId: null,
    });
    expect((await app.inject({ method: 'GET', url: '/api/me/activity', ...who })).statusCode).toBe(401);
    // The committee still sees that the application existed.
    const list = await app.inject({ method: 'GET', url: '/api/admin/applications?search=deleted', ...admin });
    expect(list.json().items.some((item: { id: string }) => item.id === applicationId)).toBe(true);
  });

  it('refuses an earlier code once a newer one is mailed, and a code past its ten minutes', async () => {
    const email = 'nour@hub.test';
    const { who } = await memberWithData(email);
    const askForCode = async (count: number) => {
      await app.inject({ method: 'POST', url: '/api/me/account/deletion-code', ...who });
      for (;;) {
        const mails = smtp.received.filter(
          (m) => m.envelopeTo.includes(email) && (m.subject?.startsWith('Confirm deleting') ?? false),
        );
        const text = mails[count - 1]?.text;
        if (text) return /account is (\d{6})/.exec(text)?.[1] ?? '';
        await new Promise((wait) => setTimeout(wait, 50));
      }
    };
    const deleteWith = (code: string) =>
      app.inject({ method: 'DELETE', url: '/api/me/account', payload: { code }, ...who });
    const first = await askForCode(1);
    // Past the re-send window, a request makes a new code (within it, the same code comes again).
    await db
      .update(signInCodes)
      .set({ createdAt: sql`created_at - interval '6 minutes'` })
      .where(eq(signInCodes.email, email));
    const second = await askForCode(2);
    if (first !== second) {
      const stale = await deleteWith(first);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error.fields).toHaveProperty('code');
    }
    expect(await deletionCodeRows(email)).toHaveLength(2);
    await db
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInCodes.email, email));
    const expired = await deleteWith(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields.code).toBe(
      'This code has expired or was already used. Request a new one.',
    );
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

/** The deletion codes mailed to `email` so far, oldest first, once `count` of them have arrived. */
async function deletionCodes(email: string, count: number) {
  const isDeletionMail = (mail: ReceivedMail) =>
    mail.envelopeTo.includes(email) && (mail.subject?.startsWith('Confirm deleting') ?? false);
  await smtp.waitFor(email, () => smtp.received.filter(isDeletionMail).length >= count);
  return smtp.received.filter(isDeletionMail).map((mail) => /account is (\d{6})/.exec(mail.text ?? '')?.[1]);
}

describe('limits on deletion codes', () => {
  const askForCode = (who: { headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/api/me/account/deletion-code', ...who });
  const deleteWith = (who: { headers: Record<string, string> }, code: string) =>
    app.inject({ method: 'DELETE', url: '/api/me/account', payload: { code }, ...who });
  const wrongCodeFor = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

  it('mails the current code again when asked soon, and at most three mails in ten minutes, then a 429 with the time to wait', async () => {
    const email = 'hoda@hub.test';
    const { who } = await memberWithData(email);
    for (let asked = 0; asked < DELETION_CODE_LIMITS.mails; asked += 1)
      expect((await askForCode(who)).statusCode).toBe(202);
    const codes = await deletionCodes(email, DELETION_CODE_LIMITS.mails);
    // One code, mailed three times: asking again gives no fresh guesses.
    expect(new Set(codes).size).toBe(1);
    expect(await deletionCodeRows(email)).toHaveLength(1);

    const refused = await askForCode(who);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/try again in 10 minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    const deletionMails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, email), eq(outbox.kind, 'account-deletion-code')));
    expect(deletionMails).toHaveLength(DELETION_CODE_LIMITS.mails);

    // Eleven minutes on: the mails have left the window and the code its re-send window, so a new code comes.
    await db
      .update(outbox)
      .set({ createdAt: sql`created_at - interval '11 minutes'` })
      .where(eq(outbox.toEmail, email));
    await db
      .update(signInCodes)
      .set({ createdAt: sql`created_at - interval '11 minutes'` })
      .where(eq(signInCodes.email, email));
    expect((await askForCode(who)).statusCode).toBe(202);
    const [, , , newest] = await deletionCodes(email, DELETION_CODE_LIMITS.mails + 1);
    expect((await deleteWith(who, codes[0] ?? '')).statusCode).toBe(400);
    expect((await deleteWith(who, newest ?? '')).statusCode).toBe(200);
  });

  it('takes at most ten wrong codes a day over all codes: then even the right one waits, and no new code is mailed', async () => {
    const email = 'karim@hub.test';
    const { who } = await memberWithData(email);
    /** Four wrong guesses at the newest code, then its re-send window passes, so the next request makes a new one. */
    const guessWrongFourTimes = async (code: string | undefined) => {
      for (let guess = 0; guess < 4; guess += 1)
        expect((await deleteWith(who, wrongCodeFor(code))).statusCode).toBe(400);
      await db
        .update(signInCodes)
        .set({ createdAt: sql`created_at - interval '6 minutes'` })
        .where(eq(signInCodes.email, email));
    };
    expect((await askForCode(who)).statusCode).toBe(202);
    await guessWrongFourTimes((await deletionCodes(email, 1))[0]);
    expect((await askForCode(who)).statusCode).toBe(202);
    await guessWrongFourTimes((await deletionCodes(email, 2))[1]);
    // A third code, each under its own five: the ninth and tenth wrong ones over all codes are still answered.
    expect((await askForCode(who)).statusCode).toBe(202);
    const [, , third] = await deletionCodes(email, 3);
    for (let guess = 0; guess < 2; guess += 1) {
      const wrong = await deleteWith(who, wrongCodeFor(third));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('INVALID_CODE');
    }

    const waits = await deleteWith(who, third ?? '');
    expect(waits.statusCode).toBe(429);
    expect(waits.json().error.fields.code).toMatch(/try again in 24 hours/);
    expect(Number(waits.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect((await askForCode(who)).statusCode).toBe(429);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    // A day after the first code, its wrong guesses no longer count: the right third code works.
    const [first] = await deletionCodeRows(email);
    await db
      .update(signInCodes)
      .set({ createdAt: sql`created_at - interval '1 day'` })
      .where(eq(signInCodes.id, first?.id ?? ''));
    expect((await deleteWith(who, third ?? '')).statusCode).toBe(200);
  });
});
