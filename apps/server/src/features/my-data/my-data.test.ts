import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createJob } from '../../test/factories.ts';
import { bearer, createTestApp, signInAdmin, startTestQueue } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { accessRequests } from '../access-requests/access-requests.table.ts';
import { applications } from '../applications/applications.table.ts';
import { signInCodes } from '../auth/sign-in-codes.table.ts';
import { users } from '../auth/users.table.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';
import { emailWhitelist } from '../whitelist/whitelist.table.ts';
import { grantAccess } from '../whitelist/whitelist.service.ts';
import { DELETED_MEMBER } from './my-data.service.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const t = await createTestApp({ environment: { SMTP_URL: smtp.url } });
const { app, db } = t;
await startTestQueue(t);
const admin = await signInAdmin(t);

/** A resident signed in with the mailed code, who applied to a job with a CV and has a showcase CV. */
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
  await db
    .insert(cvEntries)
    .values({ name: 'Laila Hassan', email, title: 'Archivist', section: 'Education' });
  return { who, applicationId: applied.json().id as string };
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
    expect(data.accessRequests[0]).toMatchObject({ unitNumber: 'C-3', mobile: '+20 100 222 3333' });
    expect(data.signedInDevices).toHaveLength(1);
    expect(data.signedInDevices[0]).not.toHaveProperty('tokenHash');
    expect((await app.inject({ method: 'GET', url: '/api/me/data' })).statusCode).toBe(401);
  });

  it('deletes my account only with the mailed code, keeping the application without my personal fields', async () => {
    const email = 'sami@hub.test';
    const { who, applicationId } = await memberWithData(email);
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
    const second = await askForCode(2);
    if (first !== second) {
      const stale = await deleteWith(first);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error.fields).toHaveProperty('code');
    }
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
