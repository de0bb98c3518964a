import { mkdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../../apps/server/src/lib/free-port.ts';
import { apiSession } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { addPlatformAuthenticator, launchBrowser } from '../support/browser.ts';
import { adminLogin, logout, residentLogin, toast } from '../support/journey.ts';

let app: RunningApp;
let browser: Browser;
let baseUrl: string;
const SCREENSHOTS = process.env.PASSKEY_SCREENSHOTS;

before(async () => {
  // WebAuthn needs a host name for its relying party (an IP address is not one): the app is reached as localhost.
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  [app, browser] = await Promise.all([startApp({ port, env: { PUBLIC_URL: baseUrl } }), launchBrowser()]);
  if (SCREENSHOTS) await mkdir(SCREENSHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

/** A fresh browser with a platform authenticator that verifies its user (a phone's or laptop's screen lock). */
async function pageWithAuthenticator(options: { width?: number; colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  return addPlatformAuthenticator(page);
}

async function addPasskey(page: Page, name: string) {
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByLabel('Passkey name').fill(name);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await toast(page).getByText('Passkey added').waitFor();
  await card.getByText(name, { exact: true }).waitFor();
}

const shoot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

describe('passkeys', () => {
  it('a resident adds a passkey on My Activity, then signs in with it alone', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'passkey-resident@e2e.test' });
    const page = await pageWithAuthenticator();
    await residentLogin(page, baseUrl, 'passkey-resident@e2e.test');
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/my-activity`);
    await page.getByRole('region', { name: 'Passkeys' }).getByText('No passkeys yet.').waitFor();
    await addPasskey(page, 'My phone');
    await shoot(page, 'my-activity-passkeys-1366-light');

    await logout(page);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Signed in: back on the page it was on, with no e-mail typed.
    await page.waitForURL(`${baseUrl}/my-activity`);
    await page
      .getByRole('region', { name: 'Passkeys' })
      .getByText(/last used/)
      .waitFor();
    await page.context().close();
  });

  it('an administrator adds a passkey under My account, then signs in with it at the admin portal', async () => {
    const page = await pageWithAuthenticator();
    await adminLogin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/account`);
    await addPasskey(page, 'Office laptop');
    await shoot(page, 'admin-account-passkeys-1366-light');

    await logout(page);
    await page.goto(`${baseUrl}/admin-login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Signed in: back on the administrators' page it was on, with no password and no code asked for.
    await page.waitForURL(`${baseUrl}/admin/account`);
    await page
      .getByRole('region', { name: 'Passkeys' })
      .getByText(/last used/)
      .waitFor();
    await page.context().close();
  });

  it('shows the passkey pages on a phone and a desktop, light and dark', { skip: !SCREENSHOTS }, async () => {
    for (const width of [390, 1366])
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await pageWithAuthenticator({ width, colorScheme });
        for (const path of ['/login', '/admin-login']) {
          await page.goto(`${baseUrl}${path}`);
          await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
          await shoot(page, `${path.slice(1)}-${width}-${colorScheme}`);
        }
        await adminLogin(page, baseUrl);
        await page.goto(`${baseUrl}/admin/account`);
        await page.getByRole('region', { name: 'Passkeys' }).getByLabel('Passkey name').waitFor();
        await shoot(page, `admin-account-${width}-${colorScheme}`);
        await page.context().close();
      }
  });
});

describe('a sign-in link opened while signed in', () => {
  it('asks before it signs in as someone else', async () => {
    const admin = await apiSession(app.url, { admin: true });
    for (const email of ['first-resident@e2e.test', 'second-resident@e2e.test'])
      await admin.call('POST', '/admin/whitelist', { email });
    const page = await pageWithAuthenticator();
    await residentLogin(page, baseUrl, 'first-resident@e2e.test');
    await page.waitForURL(`${baseUrl}/`);
    const link = `${baseUrl}/auto-login?email=second-resident%40e2e.test&jobId=some-job`;
    await page.goto(link);
    await page
      .getByText('You are signed in as first-resident@e2e.test. Sign in as second-resident@e2e.test instead?')
      .waitFor();
    await shoot(page, 'auto-login-question-1366-light');
    await page.getByRole('button', { name: 'Stay signed in as first-resident@e2e.test' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in as second-resident@e2e.test' }).click();
    await page.waitForURL(`${baseUrl}/careers/some-job`);
    await page.goto(`${baseUrl}/my-activity`);
    await page.getByRole('heading', { name: 'My Activity' }).waitFor();
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('sessionId')}` },
      });
      return ((await response.json()) as { user: { email: string } }).user.email;
    });
    if (me !== 'second-resident@e2e.test') throw new Error(`signed in as ${me}`);
    await page.context().close();
  });
});
