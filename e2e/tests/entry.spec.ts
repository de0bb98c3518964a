import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, logout, residentLogin, toast } from '../support/journey.ts';

let app: RunningApp;
let browser: Browser;

before(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function freshPage(width = 1280, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await toast(page).getByText('Email added to whitelist successfully!').waitFor();
  await page.getByRole('cell', { name: email, exact: true }).waitFor();
}

describe('entry', () => {
  it('admin whitelists a resident, who logs in, lands on the page first asked for, and logs out', async () => {
    const admin = await freshPage();
    await admin.goto(`${app.url}/admin-login`);
    await admin.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    await admin.getByLabel('Admin Email').fill(ADMIN.email);
    await admin.getByLabel('Password').fill('not the right password');
    await admin.getByRole('button', { name: 'Access Admin Panel' }).click();
    await toast(admin).getByText('Invalid admin credentials. Please try again.').waitFor();
    assert.ok(admin.url().endsWith('/admin-login'));
    await adminLogin(admin, app.url);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    assert.equal(await admin.getByRole('tab', { name: 'Jobs' }).getAttribute('aria-selected'), 'true');
    // Without SMTP_URL residents sign in by e-mail alone, and the dashboard says so.
    await admin.getByText('Residents sign in by e-mail alone').waitFor();
    await whitelist(admin, 'nadia@e2e.test');
    assert.match(admin.url(), /tab=whitelist/);
    await admin.getByLabel('Whitelisted Users').getByText('1', { exact: true }).waitFor();

    const resident = await freshPage();
    await resident.goto(`${app.url}/directory`);
    await resident.waitForURL(`${app.url}/login`);
    await residentLogin(resident, app.url, 'Nadia@E2E.test');
    await toast(resident).getByText('Access granted. Redirecting...').waitFor();
    await resident.waitForURL(`${app.url}/directory`);
    await resident.getByRole('heading', { name: 'Directory' }).waitFor();

    await logout(resident);
    await resident.waitForURL(`${app.url}/login`);
    await toast(resident).getByText('You have been logged out.').waitFor();
    await resident.goto(`${app.url}/`);
    await resident.waitForURL(`${app.url}/login`);
  });

  it('refuses an unknown e-mail and asks for one when empty', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Access Platform' }).click();
    await toast(page).getByText('Please enter your email address').waitFor();
    // Said once, in the toast; the field only turns red.
    assert.equal(await page.getByText('Please enter your email address').count(), 1);
    assert.equal(await page.getByLabel('Email Address').getAttribute('aria-invalid'), 'true');
    await residentLogin(page, app.url, 'stranger@e2e.test');
    await toast(page).getByText('Access Denied').waitFor();
    await toast(page)
      .getByText(/Request Access/)
      .waitFor();
    assert.match(page.url(), /\/login$/);
  });

  it('a visitor requests access, the admin approves it, and the visitor logs in', async () => {
    const visitor = await freshPage(390, 844);
    await visitor.goto(`${app.url}/login`);
    await visitor.getByRole('button', { name: 'Request Access' }).click();
    await visitor.getByRole('heading', { name: 'Request Access' }).waitFor();
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    await toast(visitor).getByText('Please fill in all required fields').waitFor();
    // Said once, in the toast; the required fields only turn red.
    assert.equal(await visitor.getByText('Please fill in all required fields').count(), 1);
    assert.equal(await visitor.getByLabel('Unit Number').getAttribute('aria-invalid'), 'true');
    await visitor.getByLabel('Full Name').fill('Omar Haddad');
    await visitor.getByLabel('Email Address').fill('omar@e2e.test');
    await visitor.getByLabel('Unit Number').fill('C-7');
    await visitor.getByLabel('Mobile Number').fill('+20 100 555 0101');
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    await toast(visitor).getByText('Request Submitted').waitFor();
    await visitor.getByRole('button', { name: 'Access Platform' }).waitFor();

    // Asking twice is answered like the first time (the answer never tells whether an address is known), and
    // makes no second request: the administrator sees one.
    await visitor.getByRole('button', { name: 'Request Access' }).click();
    await visitor.getByLabel('Full Name').fill('Omar Haddad');
    await visitor.getByLabel('Email Address').fill('omar@e2e.test');
    await visitor.getByLabel('Unit Number').fill('C-7');
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    await toast(visitor).getByText('Request Submitted').waitFor();
    await visitor.getByRole('button', { name: 'Access Platform' }).waitFor();

    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await admin.getByRole('tab', { name: 'Access Requests' }).click();
    await admin.getByRole('cell', { name: 'Omar Haddad', exact: true }).waitFor();
    assert.equal(await admin.getByRole('cell', { name: 'Omar Haddad', exact: true }).count(), 1);
    await admin.getByRole('button', { name: 'Approve request from Omar Haddad' }).click();
    await toast(admin).getByText('Access request approved successfully!').waitFor();
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    const row = admin.getByRole('row', { name: /omar@e2e\.test/ });
    await row.getByText('C-7').waitFor();

    await residentLogin(visitor, app.url, 'omar@e2e.test');
    await visitor.waitForURL(`${app.url}/`);
    await visitor.getByText('Where Growth Begins, From Within.').first().waitFor();
  });

  it('sends a resident away from /admin and shows the not-found page for unknown paths', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await whitelist(admin, 'lina@e2e.test');

    const resident = await freshPage();
    await residentLogin(resident, app.url, 'lina@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/admin`);
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/no-such-page`);
    await resident.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await resident.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it("a resident's home page loads no admin code, and at most 150 KB of script (Brotli)", async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
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
    await resident.getByText('Where Growth Begins, From Within.').first().waitFor();
    await resident.getByText('The community at a glance').waitFor();
    await resident.waitForLoadState('networkidle');

    const adminChunks = [...scripts.keys()].filter((path) =>
      /\/(admin-(?!login)|[a-z-]+-tab-|audit-|insights-|mail-page)/.test(path),
    );
    assert.deepEqual(adminChunks, []);
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    assert.ok(
      total > 0 && total <= 150_000,
      `the home page loaded ${total} bytes of script: ${[...scripts].join(', ')}`,
    );
  });

  it('deactivating a resident ends their session at once', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await whitelist(admin, 'sami@e2e.test');
    const resident = await freshPage();
    await residentLogin(resident, app.url, 'sami@e2e.test');
    await resident.waitForURL(`${app.url}/`);

    await admin.getByRole('button', { name: 'Edit sami@e2e.test' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Name').fill('Sami Nasser');
    await dialog.getByLabel('Active User').uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(admin).getByText('User information updated successfully!').waitFor();

    await resident.reload();
    await resident.waitForURL(`${app.url}/login`);
    await residentLogin(resident, app.url, 'sami@e2e.test');
    await toast(resident).getByText('Access Denied').waitFor();
  });
});
