import { SIGN_IN_MESSAGES } from '@hub/contract/messages';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, startTestQueue } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { rawHeader, startSmtpServer } from '../../test/smtp.ts';
import { grantAccess } from '../whitelist/whitelist.service.ts';
import { upsertAdmin } from '../auth/auth.service.ts';
import { TEST_MAILS_PER_HOUR } from './mail-admin.routes.ts';
import { accessRequests } from '../access-requests/access-requests.table.ts';
import { outbox } from './mail.table.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const t = await createTestApp({ environment: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://hub.example' } });
const { app, db } = t;
await startTestQueue(t);
const admin = await signInAdmin(t);

const someAddress = () => `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: someAddress() });
const resident = async (email = `r-${randomBytes(3).toString('hex')}@hub.test`) => {
  await grantAccess(db, { email, name: 'Rania Said', unit: 'B-2', phone: null }, 'test');
  return email;
};
/** The stored id of an address's access request (the public answer carries none). */
const requestIdOf = async (email: string) =>
  (await db.select({ id: accessRequests.id }).from(accessRequests).where(eq(accessRequests.email, email)))[0]
    ?.id;
const codeIn = (text: string | undefined) => /sign-in code is (\d{6})/.exec(text ?? '')?.[1] ?? '';
const linkIn = (text: string | undefined) =>
  /(https:\/\/hub\.example\/auto-login\?token=[^\s]+)/.exec(text ?? '')?.[1] ?? '';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** 'Access Platform' and the code from the mail that arrives: a session id. */
async function signInByCode(email: string): Promise<string> {
  await post('/api/auth/login', { email });
  const code = codeIn((await smtp.waitFor(email)).text);
  return (await post('/api/auth/verify-code', { email, code })).json().sessionId;
}

describe('configuration', () => {
  it('defaults to code sign-in with SMTP_URL, e-mail alone without it', () => {
    expect(readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).residentSignIn).toBe('code');
    expect(readConfig({}).residentSignIn).toBe('email');
    expect(
      readConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', RESIDENT_SIGN_IN: 'email' }).residentSignIn,
    ).toBe('email');
  });

  it('refuses a bad SMTP_URL with a clear message', () => {
    expect(() => readConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL: must look like smtp:\/\//);
    expect(() => readConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ RESIDENT_SIGN_IN: 'code' })).toThrow(/RESIDENT_SIGN_IN: code needs SMTP_URL/);
  });
});

describe('sign-in by mailed code', () => {
  it('answers a listed and an unlisted address alike, and mails only the listed one', async () => {
    const email = await resident();
    const listed = await post('/api/auth/login', { email });
    const unlisted = await post('/api/auth/login', { email: 'nobody-here@hub.test' });
    expect(listed.statusCode).toBe(200);
    expect(unlisted.statusCode).toBe(200);
    expect(listed.json()).toEqual({ codeSent: true, email });
    expect(unlisted.json()).toEqual({ codeSent: true, email: 'nobody-here@hub.test' });
    expect(listed.json()).not.toHaveProperty('sessionId');

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Your Community Hub sign-in code');
    expect(mail.subject).not.toContain(codeIn(mail.text));
    expect(mail.html).toContain(codeIn(mail.text));
    // Sign-in mails carry no unsubscribe: they only come when asked for.
    expect(rawHeader(mail, 'list-unsubscribe')).toBeUndefined();
    await new Promise((wait) => setTimeout(wait, 300));
    expect(smtp.received.some((m) => m.envelopeTo.includes('nobody-here@hub.test'))).toBe(false);
  });

  it('signs in with the right code, once', async () => {
    const email = await resident();
    await post('/api/auth/login', { email });
    const code = codeIn((await smtp.waitFor(email)).text);
    const signedIn = await post('/api/auth/verify-code', { email, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${signedIn.json().sessionId}` },
    });
    expect(me.statusCode).toBe(200);
    const again = await post('/api/auth/verify-code', { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.code).toBe(SIGN_IN_MESSAGES.codeNotAccepted);
  });

  it("ends one address's tries at a code after five wrong ones, never the resident's own", async () => {
    const email = await resident();
    await post('/api/auth/login', { email });
    const code = codeIn((await smtp.waitFor(email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    const guess = (value: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        payload: { email, code: value },
        remoteAddress,
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await guess(wrong, '10.66.0.1');
      expect(response.json().error.message).toBe(SIGN_IN_MESSAGES.codeNotAccepted);
    }
    // That address is done with this code, even with the right one; the resident's device is not.
    expect((await guess(code, '10.66.0.1')).statusCode).toBe(400);
    expect((await guess(code, '10.66.0.2')).statusCode).toBe(200);
  });

  it('refuses a code that is not six digits, naming the field', async () => {
    const response = await post('/api/auth/verify-code', { email: 'a@hub.test', code: '12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.code).toBe('The sign-in code is the 6 digits from your e-mail');
  });

  it('signs in with the mailed link, once; a forged or edited token signs nobody in', async () => {
    const email = await resident();
    await post('/api/auth/login', { email });
    const token = tokenOf(linkIn((await smtp.waitFor(email)).text));
    expect(token).not.toBe('');
    const edited = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect((await post('/api/auth/link', { token: edited })).statusCode).toBe(400);
    const signedIn = await post('/api/auth/link', { token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
    expect((await post('/api/auth/link', { token })).statusCode).toBe(400);
  });

  it('mails the same code again when asked again soon, so asking never voids the code on its way', async () => {
    const email = await resident();
    await post('/api/auth/login', { email });
    const first = codeIn((await smtp.waitFor(email)).text);
    await post('/api/auth/login', { email });
    await smtp.waitFor(email, () => smtp.received.filter((m) => m.envelopeTo.includes(email)).length > 1);
    const mailed = smtp.received.filter((m) => m.envelopeTo.includes(email)).map((m) => codeIn(m.text));
    expect(mailed).toEqual([first, first]);
    expect((await post('/api/auth/verify-code', { email, code: first })).statusCode).toBe(200);
  });
});

describe('mails caused by changes', () => {
  it('access request: confirmation to the requester, a digest to admins, approval with a one-click link', async () => {
    const email = `asker-${randomBytes(3).toString('hex')}@hub.test`;
    const created = await post('/api/access-requests', {
      fullName: 'Omar Farouk',
      email,
      unitNumber: 'C-7',
      mobile: '+20 100 123 4567',
    });
    expect(created.statusCode).toBe(201);
    const received = await smtp.waitFor(email);
    expect(received.subject).toBe('We received your request to join Community Hub');
    expect(received.text).toContain("You'll receive an email once approved.");
    expect(rawHeader(received, 'list-unsubscribe')).toMatch(
      /^<https:\/\/hub\.example\/api\/mail\/unsubscribe\?token=/,
    );
    expect(rawHeader(received, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const digest = await smtp.waitFor('admin@hub.test', (m) => m.text?.includes(email) ?? false);
    expect(digest.subject).toMatch(/new access request/);

    // A second request soon after: its digest job, even run at once, waits out the 15 minutes.
    const later = `asker-${randomBytes(3).toString('hex')}@hub.test`;
    await post('/api/access-requests', {
      fullName: 'Mona Adel',
      email: later,
      unitNumber: 'C-8',
      mobile: '',
    });
    await smtp.waitFor(later);
    await db.execute(sql`SELECT graphile_worker.add_job('access_digest', '{}'::json)`);
    await new Promise((wait) => setTimeout(wait, 1500));
    const digests = await db.select().from(outbox).where(eq(outbox.kind, 'access-digest'));
    expect(new Set(digests.map((row) => row.createdAt.toISOString())).size).toBe(1);
    const [next] = await db
      .execute<{ run_at: Date }>(sql`SELECT run_at FROM graphile_worker.jobs WHERE key = 'access-digest'`)
      .then((result) => result.rows);
    expect(new Date(next?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/access-requests/${await requestIdOf(email)}`,
      payload: { status: 'approved' },
      ...admin,
    });
    expect(approved.statusCode).toBe(200);
    const welcome = await smtp.waitFor(email, (m) => m.subject?.startsWith('Welcome') ?? false);
    const signedIn = await post('/api/auth/link', { token: tokenOf(linkIn(welcome.text)) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
  });

  it('a rejected access request is told so', async () => {
    const email = `declined-${randomBytes(3).toString('hex')}@hub.test`;
    await post('/api/access-requests', {
      fullName: 'Hany Adel',
      email,
      unitNumber: 'D-1',
      mobile: '+20 100 000 0001',
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/access-requests/${await requestIdOf(email)}`,
      payload: { status: 'rejected' },
      ...admin,
    });
    const mail = await smtp.waitFor(email, (m) => m.subject === 'Your request to join Community Hub');
    expect(mail.text).toContain('was not approved');
  });

  it('a post decision reaches its poster with the reason, and nothing admin-only', async () => {
    const job = await createJob(db, {
      status: 'pending',
      isApproved: false,
      posterEmail: 'poster-x@hub.test',
    });
    const decided = await app.inject({
      method: 'PATCH',
      url: `/api/admin/jobs/${job.id}/decision`,
      payload: { status: 'rejected', reason: 'Please add a salary range.' },
      ...admin,
    });
    expect(decided.statusCode).toBe(200);
    const mail = await smtp.waitFor('poster-x@hub.test');
    expect(mail.subject).toBe('Your job "Backend Engineer" was not approved');
    expect(mail.text).toContain('Reason: Please add a salary range.');
    expect(mail.text).not.toContain(job.contactPhone);
  });

  it('an application is confirmed to the applicant, and each status change is mailed with its label', async () => {
    const email = await resident();
    const session = await signInByCode(email);
    const job = await createJob(db, { title: 'Data Analyst' });
    const body = multipart(
      {
        jobId: job.id,
        applicantName: 'Rania Said',
        applicantEmail: 'someone-else@hub.test',
        applicantPhone: '+20 100 555 0000',
        coverLetter: 'I would love to help.',
      },
      [{ field: 'cv', name: 'rania.pdf', content: PDF }],
    );
    const applied = await app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${session}` },
    });
    expect(applied.statusCode).toBe(201);
    // To the address the applicant signed in with, not the form's field.
    expect(
      (await smtp.waitFor(email, (m) => m.subject === 'Application received: Data Analyst')).text,
    ).toContain('Data Analyst');
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${applied.json().id}`,
      payload: { status: 'interview' },
      ...admin,
    });
    const changed = await smtp.waitFor(
      email,
      (m) => m.subject?.startsWith('Your application for Data Analyst') ?? false,
    );
    expect(changed.text).toMatch(/is now: Interview/);
    expect(smtp.received.some((m) => m.envelopeTo.includes('someone-else@hub.test'))).toBe(false);
  });
});

describe('mail in the language the recipient chose', () => {
  it('words every part of the mail in Arabic, right to left, for a member who chose Arabic; English otherwise', async () => {
    const email = await resident();
    const session = await signInByCode(email);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/auth/language',
          payload: { language: 'ar' },
          headers: { authorization: `Bearer ${session}` },
        })
      ).statusCode,
    ).toBe(200);
    await post('/api/auth/login', { email });
    const mail = await smtp.waitFor(email, (m) => m.subject === 'رمز تسجيل الدخول إلى Community Hub');
    expect(mail.text).toMatch(/رمز تسجيل الدخول: \d{6}/);
    expect(mail.text).toContain('أرسلها Community Hub.');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('>تسجيل الدخول</a>');

    // Someone who chose no language reads the specification's English.
    const other = await resident();
    await post('/api/auth/login', { email: other });
    const english = await smtp.waitFor(other);
    expect(english.subject).toBe('Your Community Hub sign-in code');
    expect(english.html).toContain('<html lang="en" dir="ltr">');
  });

  it("writes a sign-in code in the sign-in page's language, before the account has chosen one", async () => {
    const email = await resident();
    await post('/api/auth/login', { email, language: 'ar' });
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('رمز تسجيل الدخول إلى Community Hub');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // A page in a language the server has no words for gets English; a language that is not one is refused.
    const other = await resident();
    await post('/api/auth/login', { email: other, language: 'fr' });
    expect((await smtp.waitFor(other)).subject).toBe('Your Community Hub sign-in code');
    const refused = await post('/api/auth/login', { email: other, language: 'Arabic' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.language).toBe('Choose a language');
  });
});

describe('courses on offer', () => {
  it("tells each resident who pressed 'Notify Me When Ready' once, when a course is added", async () => {
    const email = await resident();
    const session = await signInByCode(email);
    const headers = { authorization: `Bearer ${session}` };
    expect((await app.inject({ method: 'POST', url: '/api/courses/notify', headers })).statusCode).toBe(201);
    const course = {
      description: 'Six evenings in the clubhouse.',
      instructor: 'Laila Samir',
      type: 'Workshop',
      duration: '6 weeks',
    };
    await app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      payload: { ...course, title: 'Watercolour' },
      ...admin,
    });
    const told = await smtp.waitFor(email, (m) => m.subject === 'Courses are on offer at Community Hub');
    expect(told.text).toContain('Watercolour');
    await app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      payload: { ...course, title: 'Pottery' },
      ...admin,
    });
    await new Promise((wait) => setTimeout(wait, 1000));
    expect(
      smtp.received.filter((m) => m.envelopeTo.includes(email) && m.subject?.startsWith('Courses')),
    ).toHaveLength(1);
  });
});

describe('unsubscribe and mail settings', () => {
  it('one-click unsubscribe works without signing in, and stops that kind of mail', async () => {
    const email = `unsub-${randomBytes(3).toString('hex')}@hub.test`;
    await post('/api/access-requests', {
      fullName: 'Laila Nabil',
      email,
      unitNumber: 'E-3',
      mobile: '+20 100 000 0002',
    });
    const mail = await smtp.waitFor(email);
    const url = new URL(/<([^>]+)>/.exec(String(rawHeader(mail, 'list-unsubscribe')))?.[1] ?? '');
    const info = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(info.json()).toMatchObject({ email, key: 'access', isEnabled: true });
    const unsubscribed = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json().isEnabled).toBe(false);
    const before = await db.select().from(outbox).where(eq(outbox.toEmail, email));
    const [request] = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/access-requests?status=pending&pageSize=100',
        ...admin,
      })
    )
      .json()
      .items.filter((r: { email: string }) => r.email === email);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/access-requests/${request.id}`,
      payload: { status: 'rejected' },
      ...admin,
    });
    expect(await db.select().from(outbox).where(eq(outbox.toEmail, email))).toHaveLength(before.length);
  });

  it('a forged unsubscribe token is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/mail/unsubscribe?token=abc.def-not-signed-at-all',
    });
    expect(response.statusCode).toBe(404);
  });

  it('a resident turns a kind off and on in the app; the admin digest is not theirs to see', async () => {
    const email = await resident();
    const session = await signInByCode(email);
    const headers = { authorization: `Bearer ${session}` };
    const settings = await app.inject({ method: 'GET', url: '/api/mail/settings', headers });
    expect(settings.json().preferences.map((p: { key: string }) => p.key)).toEqual([
      'access',
      'posts',
      'applications',
      'courses',
      'job-alerts',
    ]);
    const off = await app.inject({
      method: 'PUT',
      url: '/api/mail/settings',
      headers,
      payload: { key: 'applications', isEnabled: false },
    });
    expect(off.json().preferences.find((p: { key: string }) => p.key === 'applications').isEnabled).toBe(
      false,
    );
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/mail/settings',
      headers,
      payload: { key: 'nope', isEnabled: false },
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/mail/settings' })).statusCode).toBe(401);
  });
});

describe('the Mail page API', () => {
  it('lists the outbox, sends a test mail and resends; residents get 403', async () => {
    const test = await app.inject({
      method: 'POST',
      url: '/api/admin/mail/test',
      payload: { to: 'ops@hub.test' },
      ...admin,
    });
    expect(test.statusCode).toBe(202);
    await smtp.waitFor('ops@hub.test');
    // The SMTP server has the mail a moment before the worker marks its row sent.
    const sentTestMail = async () => {
      const list = await app.inject({ method: 'GET', url: '/api/admin/mail/outbox?status=sent', ...admin });
      return list.json().items.find((m: { toEmail: string }) => m.toEmail === 'ops@hub.test');
    };
    await expect.poll(sentTestMail, { timeout: 15_000 }).toBeDefined();
    const sent = await sentTestMail();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, kind: 'test' });
    const resend = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/outbox/${sent.id}/resend`,
      ...admin,
    });
    expect(resend.statusCode).toBe(200);
    await smtp.waitFor(
      'ops@hub.test',
      () => smtp.received.filter((m) => m.envelopeTo.includes('ops@hub.test')).length >= 2,
    );
    const [codeMail] = await db.select().from(outbox).where(eq(outbox.kind, 'sign-in-code')).limit(1);
    const codeResend = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/outbox/${codeMail?.id}/resend`,
      ...admin,
    });
    expect(codeResend.statusCode).toBe(409);
    const status = await app.inject({ method: 'GET', url: '/api/admin/mail/status', ...admin });
    expect(status.json()).toMatchObject({ isSmtpConfigured: true, residentSignIn: 'code' });

    const email = await resident();
    const session = await signInByCode(email);
    const forbidden = await app.inject({
      method: 'GET',
      url: '/api/admin/mail/outbox',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('limits test mails per administrator: past the hourly limit a 429 with the time to wait, for that one only', async () => {
    const other = { email: 'second-admin@hub.test', password: 'another long admin password' };
    await upsertAdmin(db, other);
    const login = await post('/api/auth/admin-login', { username: other.email, password: other.password });
    expect(login.statusCode).toBe(200);
    const otherAdmin = { headers: { authorization: `Bearer ${login.json().sessionId}` } };
    const sendTest = (who: { headers: Record<string, string> }) =>
      app.inject({ method: 'POST', url: '/api/admin/mail/test', payload: { to: 'limits@hub.test' }, ...who });
    for (let sent = 0; sent < TEST_MAILS_PER_HOUR; sent += 1)
      expect((await sendTest(otherAdmin)).statusCode).toBe(202);
    const refused = await sendTest(otherAdmin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/try again in \d+ (minutes?|hours?)/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const queued = await db.select().from(outbox).where(eq(outbox.toEmail, 'limits@hub.test'));
    expect(queued).toHaveLength(TEST_MAILS_PER_HOUR);
    expect((await sendTest(admin)).statusCode).toBe(202);
  });
});
