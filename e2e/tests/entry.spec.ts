import type { Page } from '@playwright/test';
import { ADMIN } from '../support/app.ts';
import { adminLogin, logout, residentLogin, toast } from '../support/journey.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// The dashboard counts the whitelist: this file's database is its own. At a laptop's width.
test.use({ appOptions: ownApp(import.meta.url), viewport: { width: 1280, height: 800 } });

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await expect(toast(page).getByText('Email added to whitelist successfully!')).toBeVisible();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
}

test.describe('entry', () => {
  test('admin whitelists a resident, who logs in, lands on the page first asked for, and logs out', async ({
    app,
    freshPage,
  }) => {
    const admin = await freshPage();
    await admin.goto(`${app.url}/admin-login`);
    await expect(admin.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await admin.getByLabel('Admin Email').fill(ADMIN.email);
    await admin.getByLabel('Password').fill('not the right password');
    await admin.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(toast(admin).getByText('Invalid admin credentials. Please try again.')).toBeVisible();
    await expect(admin).toHaveURL(/\/admin-login$/);
    await adminLogin(admin, app.url);
    await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(admin.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    // Without SMTP_URL residents sign in by e-mail alone, and the dashboard says so.
    await expect(admin.getByText('Residents sign in by e-mail alone')).toBeVisible();
    await whitelist(admin, 'nadia@e2e.test');
    await expect(admin).toHaveURL(/tab=whitelist/);
    await expect(admin.getByLabel('Whitelisted Users').getByText('1', { exact: true })).toBeVisible();

    const resident = await freshPage();
    await resident.goto(`${app.url}/directory`);
    await resident.waitForURL(`${app.url}/login`);
    await residentLogin(resident, app.url, 'Nadia@E2E.test');
    await expect(toast(resident).getByText('Access granted. Redirecting...')).toBeVisible();
    await resident.waitForURL(`${app.url}/directory`);
    await expect(resident.getByRole('heading', { name: 'Directory' })).toBeVisible();

    await logout(resident);
    await resident.waitForURL(`${app.url}/login`);
    await expect(toast(resident).getByText('You have been logged out.')).toBeVisible();
    await resident.goto(`${app.url}/`);
    await resident.waitForURL(`${app.url}/login`);
  });

  test('refuses an unknown e-mail and asks for one when empty', async ({ app, freshPage }) => {
    const page = await freshPage();
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Access Platform' }).click();
    await expect(toast(page).getByText('Please enter your email address')).toBeVisible();
    // Said once, in the toast; the field only turns red.
    await expect(page.getByText('Please enter your email address')).toHaveCount(1);
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await residentLogin(page, app.url, 'stranger@e2e.test');
    await expect(toast(page).getByText('Access Denied')).toBeVisible();
    await expect(toast(page).getByText(/Request Access/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor requests access, the admin approves it, and the visitor logs in', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const visitor = await freshPage(390, 844);
    await visitor.goto(`${app.url}/login`);
    await visitor.getByRole('button', { name: 'Request Access' }).click();
    await expect(visitor.getByRole('heading', { name: 'Request Access' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(visitor).getByText('Please fill in all required fields')).toBeVisible();
    // Said once, in the toast; the required fields only turn red.
    await expect(visitor.getByText('Please fill in all required fields')).toHaveCount(1);
    await expect(visitor.getByLabel('Unit Number')).toHaveAttribute('aria-invalid', 'true');
    await visitor.getByLabel('Full Name').fill('Omar Haddad');
    await visitor.getByLabel('Email Address').fill('omar@e2e.test');
    await visitor.getByLabel('Unit Number').fill('C-7');
    await visitor.getByLabel('Mobile Number').fill('+20 100 555 0101');
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(visitor).getByText('Request Submitted')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Access Platform' })).toBeVisible();

    // Asking twice is answered like the first time (the answer never tells whether an address is known), and
    // makes no second request: the administrator sees one.
    await visitor.getByRole('button', { name: 'Request Access' }).click();
    await visitor.getByLabel('Full Name').fill('Omar Haddad');
    await visitor.getByLabel('Email Address').fill('omar@e2e.test');
    await visitor.getByLabel('Unit Number').fill('C-7');
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(visitor).getByText('Request Submitted')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Access Platform' })).toBeVisible();

    const admin = adminPage;
    await admin.getByRole('tab', { name: 'Access Requests' }).click();
    await expect(admin.getByRole('cell', { name: 'Omar Haddad', exact: true })).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'Omar Haddad', exact: true })).toHaveCount(1);
    await admin.getByRole('button', { name: 'Approve request from Omar Haddad' }).click();
    await expect(toast(admin).getByText('Access request approved successfully!')).toBeVisible();
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    const row = admin.getByRole('row', { name: /omar@e2e\.test/ });
    await expect(row.getByText('C-7')).toBeVisible();

    await residentLogin(visitor, app.url, 'omar@e2e.test');
    await visitor.waitForURL(`${app.url}/`);
    await expect(visitor.getByText('Where Growth Begins, From Within.').first()).toBeVisible();
  });

  test('sends a resident away from /admin and shows the not-found page for unknown paths', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const admin = adminPage;
    await whitelist(admin, 'lina@e2e.test');

    const resident = await freshPage();
    await residentLogin(resident, app.url, 'lina@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/admin`);
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/no-such-page`);
    await expect(resident.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(resident.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test("a resident's home page loads no admin code, and at most 150 KB of script (Brotli)", async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const admin = adminPage;
    await whitelist(admin, 'rania@e2e.test');

    const signIn = await freshPage(390, 844);
    await residentLogin(signIn, app.url, 'rania@e2e.test');
    await signIn.waitForURL(`${app.url}/`);
    const sessionId = await signIn.evaluate(() => localStorage.getItem('sessionId'));

    // A first visit of the signed-in home page: a fresh browser context (empty cache) holding the session.
    const resident = await freshPage(390, 844);
    await resident.goto(`${app.url}/healthz`);
    await resident.evaluate((id) => localStorage.setItem('sessionId', id ?? ''), sessionId);
    const scripts = new Map<string, number>();
    resident.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const encoding = await response.headerValue('content-encoding');
      const bytes = Number(await response.headerValue('content-length'));
      scripts.set(new URL(response.url()).pathname, encoding === 'br' ? bytes : Number.NaN);
    });
    await resident.goto(`${app.url}/`);
    await expect(resident.getByText('Where Growth Begins, From Within.').first()).toBeVisible();
    await expect(resident.getByText('The community at a glance')).toBeVisible();
    await resident.waitForLoadState('networkidle');

    const adminChunks = [...scripts.keys()].filter((path) =>
      /\/(admin-(?!login)|[a-z-]+-tab-|audit-|insights-|mail-page)/.test(path),
    );
    expect(adminChunks).toEqual([]);
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    const loaded = `the home page loaded ${total} bytes of script: ${[...scripts].join(', ')}`;
    expect(total, loaded).toBeGreaterThan(0);
    expect(total, loaded).toBeLessThanOrEqual(150_000);
  });

  test('deactivating a resident ends their session at once', async ({ app, freshPage, adminPage }) => {
    const admin = adminPage;
    await whitelist(admin, 'sami@e2e.test');
    const resident = await freshPage();
    await residentLogin(resident, app.url, 'sami@e2e.test');
    await resident.waitForURL(`${app.url}/`);

    await admin.getByRole('button', { name: 'Edit sami@e2e.test' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Name').fill('Sami Nasser');
    await dialog.getByLabel('Active User').uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(admin).getByText('User information updated successfully!')).toBeVisible();

    await resident.reload();
    await resident.waitForURL(`${app.url}/login`);
    await residentLogin(resident, app.url, 'sami@e2e.test');
    await expect(toast(resident).getByText('Access Denied')).toBeVisible();
  });
});
