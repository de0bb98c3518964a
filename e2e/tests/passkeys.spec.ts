import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { addPlatformAuthenticator } from '../support/browser.ts';
import { adminLogin, logout, residentLogin, toast } from '../support/journey.ts';
import { expect, test } from '../support/fixtures.ts';

const SCREENSHOTS = process.env.PASSKEY_SCREENSHOTS;

// WebAuthn needs a host name for its relying party (an IP address is not one): the app is reached as localhost.
test.use({ appOptions: { publicHost: 'localhost' } });

/** A fresh browser with a platform authenticator that verifies its user (a phone's or laptop's screen lock). */
async function pageWithAuthenticator(
  browser: Browser,
  options: { width?: number; colorScheme?: 'light' | 'dark' } = {},
) {
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
  await expect(toast(page).getByText('Passkey added')).toBeVisible();
  await expect(card.getByText(name, { exact: true })).toBeVisible();
}

const shoot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

test.describe('passkeys', () => {
  test('a resident adds a passkey on My Activity, then signs in with it alone', async ({
    app,
    browser,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'passkey-resident@e2e.test' });
    const page = await pageWithAuthenticator(browser);
    await residentLogin(page, app.url, 'passkey-resident@e2e.test');
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/my-activity`);
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByText('No passkeys yet.')).toBeVisible();
    await addPasskey(page, 'My phone');
    await shoot(page, 'my-activity-passkeys-1366-light');

    await logout(page);
    await page.waitForURL(`${app.url}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Signed in: back on the page it was on, with no e-mail typed.
    await page.waitForURL(`${app.url}/my-activity`);
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible();
    await page.context().close();
  });

  test('an administrator adds a passkey under My account, then signs in with it at the admin portal', async ({
    app,
    browser,
  }) => {
    const page = await pageWithAuthenticator(browser);
    await adminLogin(page, app.url);
    await page.goto(`${app.url}/admin/account`);
    await addPasskey(page, 'Office laptop');
    await shoot(page, 'admin-account-passkeys-1366-light');

    await logout(page);
    await page.goto(`${app.url}/admin-login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Signed in: back on the administrators' page it was on, with no password and no code asked for.
    await page.waitForURL(`${app.url}/admin/account`);
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible();
    await page.context().close();
  });

  test('shows the passkey pages on a phone and a desktop, light and dark', async ({ app, browser }) => {
    test.skip(!SCREENSHOTS, 'takes screenshots only when PASSKEY_SCREENSHOTS names a folder');
    if (SCREENSHOTS) await mkdir(SCREENSHOTS, { recursive: true });
    for (const width of [390, 1366])
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await pageWithAuthenticator(browser, { width, colorScheme });
        for (const path of ['/login', '/admin-login']) {
          await page.goto(`${app.url}${path}`);
          await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
          await shoot(page, `${path.slice(1)}-${width}-${colorScheme}`);
        }
        await adminLogin(page, app.url);
        await page.goto(`${app.url}/admin/account`);
        await expect(page.getByRole('region', { name: 'Passkeys' }).getByLabel('Passkey name')).toBeVisible();
        await shoot(page, `admin-account-${width}-${colorScheme}`);
        await page.context().close();
      }
  });
});

test.describe('a sign-in link opened while signed in', () => {
  test('asks before it signs in as someone else', async ({ app, browser, adminApi }) => {
    const admin = adminApi;
    for (const email of ['first-resident@e2e.test', 'second-resident@e2e.test'])
      await admin.call('POST', '/admin/whitelist', { email });
    const page = await pageWithAuthenticator(browser);
    await residentLogin(page, app.url, 'first-resident@e2e.test');
    await page.waitForURL(`${app.url}/`);
    const link = `${app.url}/auto-login?email=second-resident%40e2e.test&jobId=some-job`;
    await page.goto(link);
    await expect(
      page.getByText(
        'You are signed in as first-resident@e2e.test. Sign in as second-resident@e2e.test instead?',
      ),
    ).toBeVisible();
    await shoot(page, 'auto-login-question-1366-light');
    await page.getByRole('button', { name: 'Stay signed in as first-resident@e2e.test' }).click();
    await page.waitForURL(`${app.url}/`);

    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in as second-resident@e2e.test' }).click();
    await page.waitForURL(`${app.url}/careers/some-job`);
    await page.goto(`${app.url}/my-activity`);
    await expect(page.getByRole('heading', { name: 'My Activity' })).toBeVisible();
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
