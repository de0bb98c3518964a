import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, logout, toast } from '../support/journey.ts';

let optional: RunningApp;
let required: RunningApp;
let browser: Browser;

before(async () => {
  [optional, required, browser] = await Promise.all([
    startApp(),
    startApp({ env: { ADMIN_2FA: 'required' } }),
    launchBrowser(),
  ]);
});
after(async () => {
  await browser?.close();
  await optional?.stop();
  await required?.stop();
});

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

/** What the authenticator app would show, `steps` 30-second steps from now (each code is good once). */
const appCode = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The key shown for typing into an app, as the person reads it off the screen. */
const setupKey = async (page: Page) =>
  ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s+/g, '');

async function passwordStep(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel('Admin Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
}

async function codeStep(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

/** Signed in: the dashboard, or the administrators' page the browser was on before signing out. */
const inAdminArea = (page: Page, baseUrl: string) =>
  page.waitForURL(
    (url) =>
      url.origin === baseUrl && url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin-login'),
  );

describe('administrators two-factor', () => {
  it('an admin turns it on from My account; the next sign-in asks for the code', async () => {
    const page = await freshPage();
    await adminLogin(page, optional.url);
    await page.getByRole('link', { name: 'My account' }).click();
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await card.getByText('Off', { exact: true }).waitFor();
    await card.getByLabel('Current password').fill(ADMIN.password);
    await card.getByRole('button', { name: 'Turn on two-factor' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = await setupKey(page);
    assert.match(secret, /^[A-Z2-7]{16,}$/);

    await card.getByLabel('Authentication code').fill('000000');
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    await card.getByText('That code is not right. Check your authenticator app and try again.').waitFor();
    await card.getByLabel('Authentication code').fill(await appCode(secret, 0));
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    await toast(page).getByText('Two-factor is on').waitFor();
    await card.getByText('On', { exact: true }).waitFor();

    await logout(page);
    await toast(page).getByText('You have been logged out.').waitFor();
    await passwordStep(page, optional.url);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await codeStep(page, await appCode(secret, 1));
    await inAdminArea(page, optional.url);
    await toast(page).getByText('Admin Access Granted').waitFor();
  });

  it('with ADMIN_2FA=required an admin without it sets it up while signing in, then signs in with a code', async () => {
    const page = await freshPage();
    await passwordStep(page, required.url);
    await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = await setupKey(page);
    const firstCode = await appCode(secret, 0);
    await codeStep(page, firstCode);
    await page.waitForURL(`${required.url}/admin`);

    await logout(page);
    await toast(page).getByText('You have been logged out.').waitFor();
    await passwordStep(page, required.url);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    // The code just used is refused: each code signs in once.
    await codeStep(page, firstCode);
    await page.getByText('That code is not right. Check your authenticator app and try again.').waitFor();
    await codeStep(page, await appCode(secret, 1));
    await inAdminArea(page, required.url);
    await page.getByRole('link', { name: 'My account' }).click();
    await page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByText('Two-factor is required for every administrator here (ADMIN_2FA=required).')
      .waitFor();
  });
});
