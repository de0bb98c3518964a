import { SIGN_IN_MESSAGES } from '@hub/contract/messages';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startSmtpServer } from '../../apps/server/src/test/smtp.ts';
import { apiSession, jobPayload } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { applySuccessfully } from '../support/applications.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: RunningApp;
let browser: Browser;

before(async () => {
  smtp = await startSmtpServer();
  // With SMTP_URL set, residents prove their mailbox with a code (RESIDENT_SIGN_IN defaults to code).
  [app, browser] = await Promise.all([startApp({ env: { SMTP_URL: smtp.url } }), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.stop();
});

async function freshPage(width = 1366, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const codeIn = (text: string | undefined) => /sign-in code is (\d{6})/.exec(text ?? '')?.[1] ?? '';
const linkIn = (text: string | undefined) =>
  /(http:\/\/127\.0\.0\.1:\d+\/auto-login\?[^\s]+)/.exec(text ?? '')?.[1] ?? '';
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

/** 'Access Platform', then the code from the mail that arrives. */
async function signInWithCode(page: Page, email: string) {
  const before = mailsTo(email).length;
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Access Platform' }).click();
  await page.getByLabel('Sign-in code').waitFor();
  const mail = await smtp.waitFor(email, () => mailsTo(email).length > before);
  const code = codeIn(mailsTo(email).at(-1)?.text ?? mail.text);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await toast(page).getByText('Access granted. Redirecting...').waitFor();
}

describe('mail and verified sign-in', () => {
  it('request access -> confirmation mail; the admin approves -> a mail whose link signs the visitor in', async () => {
    const visitor = await freshPage(390, 844);
    await visitor.goto(`${app.url}/login`);
    await visitor.getByRole('button', { name: 'Request Access' }).click();
    await visitor.getByLabel('Full Name').fill('Salma Fathy');
    await visitor.getByLabel('Email Address').fill('salma@e2e.test');
    await visitor.getByLabel('Unit Number').fill('F-12');
    await visitor.getByLabel('Mobile Number').fill('+20 100 555 0202');
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    await toast(visitor).getByText('Request Submitted').waitFor();
    const received = await smtp.waitFor('salma@e2e.test');
    assert.match(received.text ?? '', /You'll receive an email once approved\./);

    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await admin.getByRole('tab', { name: 'Access Requests' }).click();
    await admin.getByRole('button', { name: 'Approve request from Salma Fathy' }).click();
    await toast(admin).getByText('Access request approved successfully!').waitFor();

    const welcome = await smtp.waitFor(
      'salma@e2e.test',
      (mail) => mail.subject?.startsWith('Welcome') ?? false,
    );
    const link = linkIn(welcome.text);
    assert.ok(link, 'the approval mail carries a sign-in link');
    await visitor.goto(link);
    await visitor.waitForURL(`${app.url}/`);
    await visitor.getByText('Where Growth Begins, From Within.').first().waitFor();
    // The link works once.
    const stranger = await freshPage();
    await stranger.goto(link);
    await stranger.getByRole('heading', { name: 'Auto-login failed' }).waitFor();
    await stranger.getByText(/expired or was already used/).waitFor();
  });

  it("a resident's five wrong codes end this device's tries, and the mail's link still signs them in", async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'karim@e2e.test' });

    const page = await freshPage(390, 844);
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email Address').fill('karim@e2e.test');
    await page.getByRole('button', { name: 'Access Platform' }).click();
    await page.getByLabel('Sign-in code').waitFor();
    const mail = await smtp.waitFor('karim@e2e.test');
    const code = codeIn(mail.text);
    const wrong = code === '000000' ? '111111' : '000000';
    // One message for every code not taken, so it never tells whether the address is a resident's.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel('Sign-in code').fill(wrong);
      await page.getByRole('button', { name: 'Verify Code' }).click();
      await page.getByText(SIGN_IN_MESSAGES.codeNotAccepted).waitFor();
    }
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByText(SIGN_IN_MESSAGES.codeNotAccepted).waitFor();
    assert.match(page.url(), /\/login$/);

    // Wrong codes from one address never void the code itself: the link in the same mail still works.
    await page.goto(linkIn(mail.text));
    await page.waitForURL(`${app.url}/`);
  });

  it('an unlisted address is answered like a listed one, and gets no mail', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email Address').fill('stranger@e2e.test');
    await page.getByRole('button', { name: 'Access Platform' }).click();
    await page.getByLabel('Sign-in code').waitFor();
    await page.waitForTimeout(1000);
    assert.equal(mailsTo('stranger@e2e.test').length, 0);
  });

  it('/auto-login?email= alone signs nobody in: it leads to the code step for that address', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'hoda@e2e.test' });
    const job = await admin.call<{ id: string }>(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Site Engineer' }),
    );

    const page = await freshPage();
    await page.goto(`${app.url}/auto-login?email=hoda@e2e.test&jobId=${job.id}`);
    await page.waitForURL(`${app.url}/login`);
    await page.getByLabel('Sign-in code').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('sessionId')), null);
    const code = codeIn((await smtp.waitFor('hoda@e2e.test')).text);
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    // After the code, on to the job the link was for.
    await page.waitForURL(`${app.url}/careers/${job.id}`);
    await page.getByRole('dialog').getByText('Apply for Site Engineer').waitFor();
  });

  it('a status change mails the applicant; the admin sees it on the Mail page and sends a test mail', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'nour@e2e.test' });
    const job = await admin.call<{ id: string }>('POST', '/admin/jobs', jobPayload({ title: 'Accountant' }));

    const resident = await freshPage();
    await signInWithCode(resident, 'nour@e2e.test');
    await resident.goto(`${app.url}/careers/${job.id}`);
    const dialog = resident.getByRole('dialog');
    await applySuccessfully(resident, dialog, {
      name: 'Nour Ali',
      phone: '+20 122 000 1111',
      cv: { name: 'nour.pdf', buffer: pdf('Nour Ali - Accountant') },
    });
    await smtp.waitFor('nour@e2e.test', (mail) => mail.subject === 'Application received: Accountant');

    const page = await freshPage();
    await adminLogin(page, app.url);
    await page.getByRole('tab', { name: 'Applications' }).click();
    const status = page.getByRole('combobox', { name: "Status of Nour Ali's application" });
    await status.click();
    await page.getByRole('option', { name: 'Under Review', exact: true }).click();
    await toast(page).getByText('Application status updated to Under Review.').waitFor();
    const changed = await smtp.waitFor(
      'nour@e2e.test',
      (mail) => mail.subject?.includes('Under Review') ?? false,
    );
    assert.match(changed.text ?? '', /is now: Under Review/);

    await page.getByRole('link', { name: 'Mail' }).click();
    await page.waitForURL(`${app.url}/admin/mail`);
    await page.getByRole('heading', { name: 'Mail', exact: true }).waitFor();
    await page.getByText('Your application for Accountant: Under Review').waitFor();
    await page.getByRole('button', { name: 'Send test mail' }).click();
    const testDialog = page.getByRole('dialog', { name: 'Send test mail' });
    await testDialog.getByLabel('Recipient').fill('committee@e2e.test');
    await testDialog.getByRole('button', { name: 'Send' }).click();
    await toast(page).getByText('Test mail queued for committee@e2e.test.').waitFor();
    await smtp.waitFor('committee@e2e.test');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sent', exact: true }).click();
    await page.getByText('Test mail from Community Hub').waitFor({ timeout: 10_000 });
  });

  it('a resident downloads their data, then deletes their account with a mailed code', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'dora@e2e.test' });
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInWithCode(page, 'dora@e2e.test');
    await page.goto(`${app.url}/my-activity`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'my-community-hub-data.zip');

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
    await toast(page).getByText('Your account and your data were deleted.').waitFor();
    // Gone from the residents list: signing in again mails nothing.
    await page.getByLabel('Email Address').fill('dora@e2e.test');
    const before = mailsTo('dora@e2e.test').length;
    await page.getByRole('button', { name: 'Access Platform' }).click();
    await page.getByLabel('Sign-in code').waitFor();
    await page.waitForTimeout(800);
    assert.equal(mailsTo('dora@e2e.test').length, before);
  });
});
