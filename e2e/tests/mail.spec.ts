import { SIGN_IN_MESSAGES } from '@hub/contract/messages';
import type { Page } from '@playwright/test';
import { startSmtpServer } from '../../apps/server/src/test/smtp.ts';
import { apiSession, jobPayload } from '../support/api.ts';
import type { RunningApp } from '../support/app.ts';
import { applySuccessfully } from '../support/applications.ts';
import { toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';
import { startApp } from '../support/app.ts';
import { expect, test as base } from '../support/fixtures.ts';

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** This file's app mails through an SMTP server in the test process, which keeps every mail it is sent. */
const test = base.extend<object, { smtp: SmtpServer }>({
  smtp: [
    // Playwright reads a fixture's needs from this pattern: empty, it needs nothing.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const smtp = await startSmtpServer();
      await provide(smtp);
      await smtp.stop();
    },
    { scope: 'worker' },
  ],
  // With SMTP_URL set, residents prove their mailbox with a code (RESIDENT_SIGN_IN defaults to code).
  app: [
    async ({ smtp }, provide) => {
      const app = await startApp({ env: { SMTP_URL: smtp.url } });
      await provide(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

const codeIn = (text: string | undefined) => /sign-in code is (\d{6})/.exec(text ?? '')?.[1] ?? '';
const linkIn = (text: string | undefined) =>
  /(http:\/\/127\.0\.0\.1:\d+\/auto-login\?[^\s]+)/.exec(text ?? '')?.[1] ?? '';
type ApiSession = Awaited<ReturnType<typeof apiSession>>;
type Outbox = { items: Array<{ toEmail: string; kind: string }> };

/**
 * Runs `ask` ('Access Platform' for `email`) and proves it mailed nothing. The request is answered before its
 * background job runs, so a listed resident's request is made after it and its mail waited for (the queue takes
 * jobs in order): by then the outbox holds any code mail the first request caused.
 */
async function expectNoCodeMailed(
  { app, smtp, admin }: { app: RunningApp; smtp: SmtpServer; admin: ApiSession },
  email: string,
  ask: () => Promise<void>,
) {
  const codesTo = async (address: string) =>
    (await admin.call<Outbox>('GET', '/admin/mail/outbox?pageSize=100')).items.filter(
      (item) => item.toEmail === address && item.kind === 'sign-in-code',
    ).length;
  const mailsTo = () => smtp.received.filter((mail) => mail.envelopeTo.includes(email)).length;
  const [codesBefore, mailsBefore] = [await codesTo(email), mailsTo()];
  await ask();
  const marker = `after-${email}`;
  await admin.call('POST', '/admin/whitelist', { email: marker });
  const asked = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: marker }),
  });
  expect(asked.ok).toBe(true);
  await smtp.waitFor(marker);
  expect(await codesTo(email)).toBe(codesBefore);
  expect(mailsTo()).toBe(mailsBefore);
}

/** 'Access Platform', then the code from the mail that arrives. */
async function signInWithCode(page: Page, baseUrl: string, smtp: SmtpServer, email: string) {
  const mailsTo = () => smtp.received.filter((mail) => mail.envelopeTo.includes(email));
  const before = mailsTo().length;
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Access Platform' }).click();
  await expect(page.getByLabel('Sign-in code')).toBeVisible();
  const mail = await smtp.waitFor(email, () => mailsTo().length > before);
  const code = codeIn(mailsTo().at(-1)?.text ?? mail.text);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page).getByText('Access granted. Redirecting...')).toBeVisible();
}

test.describe('mail and verified sign-in', () => {
  test('a resident who signs in in Arabic gets their next mail in Arabic, right to left', async ({
    app,
    freshPage,
    smtp,
    adminApi,
  }) => {
    const email = 'layla@e2e.test';
    await adminApi.call('POST', '/admin/whitelist', { email });
    const mailsTo = () => smtp.received.filter((mail) => mail.envelopeTo.includes(email));
    const page = await freshPage(1366, 900);
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Language').selectOption('ar');
    await expect(page.getByRole('heading', { name: 'دخول السكان' })).toBeVisible();

    // Signing in (the first code mail goes out before the account has a language: English).
    const signIn = async () => {
      const before = mailsTo().length;
      await page.getByLabel('البريد الإلكتروني').fill(email);
      await page.getByRole('button', { name: 'الدخول إلى المنصة' }).click();
      await expect(page.getByLabel('رمز الدخول')).toBeVisible();
      const mail = await smtp.waitFor(email, () => mailsTo().length > before);
      const latest = mailsTo().at(-1) ?? mail;
      const code = /(\d{6})/.exec(latest.text ?? '')?.[1] ?? '';
      await page.getByLabel('رمز الدخول').fill(code);
      await page.getByRole('button', { name: 'تأكيد الرمز' }).click();
      await expect(toast(page).getByText('تم منح الدخول. جارٍ التحويل...')).toBeVisible();
      await page.waitForURL(`${app.url}/`);
      return latest;
    };
    await signIn();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Signed out and in again: the code mail now speaks the account's language.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page.getByRole('heading', { name: 'دخول السكان' })).toBeVisible();
    const arabic = await signIn();
    expect(arabic.subject).toBe('رمز تسجيل الدخول إلى Community Hub');
    expect(arabic.text).toMatch(/رمز تسجيل الدخول: \d{6}/);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
  });

  test('request access -> confirmation mail; the admin approves -> a mail whose link signs the visitor in', async ({
    app,
    freshPage,
    smtp,
    adminPage,
  }) => {
    const visitor = await freshPage(390, 844);
    await visitor.goto(`${app.url}/login`);
    await visitor.getByRole('button', { name: 'Request Access' }).click();
    await visitor.getByLabel('Full Name').fill('Salma Fathy');
    await visitor.getByLabel('Email Address').fill('salma@e2e.test');
    await visitor.getByLabel('Unit Number').fill('F-12');
    await visitor.getByLabel('Mobile Number').fill('+20 100 555 0202');
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(visitor).getByText('Request Submitted')).toBeVisible();
    const received = await smtp.waitFor('salma@e2e.test');
    expect(received.text ?? '').toMatch(/You'll receive an email once approved\./);

    const admin = adminPage;
    await admin.getByRole('tab', { name: 'Access Requests' }).click();
    await admin.getByRole('button', { name: 'Approve request from Salma Fathy' }).click();
    await expect(toast(admin).getByText('Access request approved successfully!')).toBeVisible();

    const welcome = await smtp.waitFor(
      'salma@e2e.test',
      (mail) => mail.subject?.startsWith('Welcome') ?? false,
    );
    const link = linkIn(welcome.text);
    expect(link, 'the approval mail carries a sign-in link').toBeTruthy();
    await visitor.goto(link);
    await visitor.waitForURL(`${app.url}/`);
    await expect(visitor.getByText('Where Growth Begins, From Within.').first()).toBeVisible();
    // The link works once.
    const stranger = await freshPage();
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { name: 'Auto-login failed' })).toBeVisible();
    await expect(stranger.getByText(/expired or was already used/)).toBeVisible();
  });

  test("a resident's five wrong codes end this device's tries, and the mail's link still signs them in", async ({
    app,
    freshPage,
    smtp,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'karim@e2e.test' });

    const page = await freshPage(390, 844);
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email Address').fill('karim@e2e.test');
    await page.getByRole('button', { name: 'Access Platform' }).click();
    await expect(page.getByLabel('Sign-in code')).toBeVisible();
    const mail = await smtp.waitFor('karim@e2e.test');
    const code = codeIn(mail.text);
    const wrong = code === '000000' ? '111111' : '000000';
    // One message for every code not taken, so it never tells whether the address is a resident's.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel('Sign-in code').fill(wrong);
      await page.getByRole('button', { name: 'Verify Code' }).click();
      await expect(page.getByText(SIGN_IN_MESSAGES.codeNotAccepted)).toBeVisible();
    }
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText(SIGN_IN_MESSAGES.codeNotAccepted)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Wrong codes from one address never void the code itself: the link in the same mail still works.
    await page.goto(linkIn(mail.text));
    await page.waitForURL(`${app.url}/`);
  });

  test('an unlisted address is answered like a listed one, and gets no mail', async ({
    app,
    freshPage,
    smtp,
    adminApi,
  }) => {
    const page = await freshPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email Address').fill('stranger@e2e.test');
    await expectNoCodeMailed({ app, smtp, admin: adminApi }, 'stranger@e2e.test', async () => {
      await page.getByRole('button', { name: 'Access Platform' }).click();
      await expect(page.getByLabel('Sign-in code')).toBeVisible();
    });
  });

  test('/auto-login?email= alone signs nobody in: it leads to the code step for that address', async ({
    app,
    freshPage,
    smtp,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'hoda@e2e.test' });
    const job = await admin.call<{ id: string }>(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Site Engineer' }),
    );

    const page = await freshPage();
    await page.goto(`${app.url}/auto-login?email=hoda@e2e.test&jobId=${job.id}`);
    await page.waitForURL(`${app.url}/login`);
    await expect(page.getByLabel('Sign-in code')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBe(null);
    const code = codeIn((await smtp.waitFor('hoda@e2e.test')).text);
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    // After the code, on to the job the link was for.
    await page.waitForURL(`${app.url}/careers/${job.id}`);
    await expect(page.getByRole('dialog').getByText('Apply for Site Engineer')).toBeVisible();
  });

  test('a status change mails the applicant; the admin sees it on the Mail page and sends a test mail', async ({
    app,
    freshPage,
    smtp,
    adminPage,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'nour@e2e.test' });
    const job = await admin.call<{ id: string }>('POST', '/admin/jobs', jobPayload({ title: 'Accountant' }));

    const resident = await freshPage();
    await signInWithCode(resident, app.url, smtp, 'nour@e2e.test');
    await resident.goto(`${app.url}/careers/${job.id}`);
    const dialog = resident.getByRole('dialog');
    await applySuccessfully(resident, dialog, {
      name: 'Nour Ali',
      phone: '+20 122 000 1111',
      cv: { name: 'nour.pdf', buffer: pdf('Nour Ali - Accountant') },
    });
    await smtp.waitFor('nour@e2e.test', (mail) => mail.subject === 'Application received: Accountant');

    const page = adminPage;
    await page.getByRole('tab', { name: 'Applications' }).click();
    const status = page.getByRole('combobox', { name: "Status of Nour Ali's application" });
    await status.click();
    await page.getByRole('option', { name: 'Under Review', exact: true }).click();
    await expect(toast(page).getByText('Application status updated to Under Review.')).toBeVisible();
    const changed = await smtp.waitFor(
      'nour@e2e.test',
      (mail) => mail.subject?.includes('Under Review') ?? false,
    );
    expect(changed.text ?? '').toMatch(/is now: Under Review/);

    await page.getByRole('link', { name: 'Mail' }).click();
    await page.waitForURL(`${app.url}/admin/mail`);
    await expect(page.getByRole('heading', { name: 'Mail', exact: true })).toBeVisible();
    await expect(page.getByText('Your application for Accountant: Under Review')).toBeVisible();
    await page.getByRole('button', { name: 'Send test mail' }).click();
    const testDialog = page.getByRole('dialog', { name: 'Send test mail' });
    await testDialog.getByLabel('Recipient').fill('committee@e2e.test');
    await testDialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page).getByText('Test mail queued for committee@e2e.test.')).toBeVisible();
    await smtp.waitFor('committee@e2e.test');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sent', exact: true }).click();
    await expect(page.getByText('Test mail from Community Hub')).toBeVisible({ timeout: 10_000 });
  });

  test('a resident downloads their data, then deletes their account with a mailed code', async ({
    app,
    browser,
    smtp,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'dora@e2e.test' });
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInWithCode(page, app.url, smtp, 'dora@e2e.test');
    await page.goto(`${app.url}/my-activity`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-community-hub-data.zip');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByRole('button', { name: 'Send me a confirmation code' }).click();
    const mail = await smtp.waitFor(
      'dora@e2e.test',
      (m) => m.subject?.startsWith('Confirm deleting') ?? false,
    );
    const code = /account is (\d{6})/.exec(mail.text ?? '')?.[1] ?? '';
    await dialog.getByLabel('Confirmation code').fill(code);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${app.url}/login`);
    await expect(toast(page).getByText('Your account and your data were deleted.')).toBeVisible();
    // Gone from the residents list: signing in again mails nothing.
    await page.getByLabel('Email Address').fill('dora@e2e.test');
    await expectNoCodeMailed({ app, smtp, admin }, 'dora@e2e.test', async () => {
      await page.getByRole('button', { name: 'Access Platform' }).click();
      await expect(page.getByLabel('Sign-in code')).toBeVisible();
    });
  });
});
