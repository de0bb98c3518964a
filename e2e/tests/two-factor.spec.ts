import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { ADMIN, startApp } from '../support/app.ts';
import { adminLogin, logout, toast } from '../support/journey.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

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

// Turning it on changes the one administrator: an app of this file's own.
test.use({ appOptions: ownApp(import.meta.url) });

test.describe('administrators two-factor', () => {
  test('an admin turns it on from My account; the next sign-in asks for the code', async ({
    app,
    freshPage,
  }) => {
    const page = await freshPage();
    await adminLogin(page, app.url);
    await page.getByRole('link', { name: 'My account' }).click();
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await card.getByLabel('Current password').fill(ADMIN.password);
    await card.getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await setupKey(page);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await card.getByLabel('Authentication code').fill('000000');
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(
      card.getByText('That code is not right. Check your authenticator app and try again.'),
    ).toBeVisible();
    await card.getByLabel('Authentication code').fill(await appCode(secret, 0));
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(toast(page).getByText('Two-factor is on')).toBeVisible();
    await expect(card.getByText('On', { exact: true })).toBeVisible();

    await logout(page);
    await expect(toast(page).getByText('You have been logged out.')).toBeVisible();
    await passwordStep(page, app.url);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await codeStep(page, await appCode(secret, 1));
    await inAdminArea(page, app.url);
    await expect(toast(page).getByText('Admin Access Granted')).toBeVisible();
  });

  test('with ADMIN_2FA=required an admin without it sets it up while signing in, then signs in with a code', async ({
    freshPage,
  }) => {
    // A second app, configured so, for this test alone.
    const app = await startApp({ env: { ADMIN_2FA: 'required' } });
    try {
      const page = await freshPage();
      await passwordStep(page, app.url);
      await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      const secret = await setupKey(page);
      const firstCode = await appCode(secret, 0);
      await codeStep(page, firstCode);
      await page.waitForURL(`${app.url}/admin`);

      await logout(page);
      await expect(toast(page).getByText('You have been logged out.')).toBeVisible();
      await passwordStep(page, app.url);
      await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      // The code just used is refused: each code signs in once.
      await codeStep(page, firstCode);
      await expect(
        page.getByText('That code is not right. Check your authenticator app and try again.'),
      ).toBeVisible();
      await codeStep(page, await appCode(secret, 1));
      await inAdminArea(page, app.url);
      await page.getByRole('link', { name: 'My account' }).click();
      await expect(
        page
          .getByRole('region', { name: 'Two-factor authentication' })
          .getByText('Two-factor is required for every administrator here (ADMIN_2FA=required).'),
      ).toBeVisible();
    } finally {
      await app.stop();
    }
  });
});
