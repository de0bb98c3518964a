import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiSession, jobPayload } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, toast } from '../support/journey.ts';

let app: RunningApp;
let browser: Browser;

before(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

const RESIDENT_PAGES = [
  '/',
  '/careers',
  '/internships',
  '/courses',
  '/training',
  '/directory',
  '/cv-showcase',
  '/community-benefits',
  '/activities',
  '/mail-settings',
];
const ADMIN_PAGES = [
  '/admin',
  '/admin?tab=whitelist',
  '/admin?tab=backup',
  '/admin?tab=cv-job-match',
  '/admin/mail',
];
const PUBLIC_PAGES = ['/login', '/admin-login', '/no-such-page'];

/** A page in the given colour scheme that records every Content-Security-Policy violation and refusal. */
async function watchedPage(colorScheme: 'light' | 'dark', sessionId?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme });
  if (sessionId) {
    await context.addInitScript((id) => localStorage.setItem('sessionId', id), sessionId);
  }
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const refused: string[] = [];
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { page, refused, consoleErrors, violations };
}

async function visit(page: Page, path: string) {
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading').first().waitFor();
  // Lazy chunks and their styles settle.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('Content-Security-Policy in Chromium', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`no violation on the main pages, ${colorScheme} scheme`, async () => {
      const email = `csp-${colorScheme}@e2e.test`;
      const admin = await apiSession(app.url, { admin: true });
      await admin.call('POST', '/admin/whitelist', { email });
      const resident = await apiSession(app.url, { email });
      const runs: Array<[string[], string | undefined]> = [
        [PUBLIC_PAGES, undefined],
        [RESIDENT_PAGES, resident.sessionId],
        [ADMIN_PAGES, admin.sessionId],
      ];
      for (const [paths, sessionId] of runs) {
        const { page, refused } = await watchedPage(colorScheme, sessionId);
        for (const path of paths) {
          const violations = await visit(page, path);
          assert.deepEqual(violations, [], `violations on ${path}`);
        }
        // Mantine's own <style> elements are there and carry the nonce (so styles really apply).
        const styles = await page.evaluate(() =>
          Array.from(document.querySelectorAll('style'), (style) => style.nonce !== ''),
        );
        assert.ok(styles.length > 0 && styles.every(Boolean), `every <style> has a nonce: ${styles}`);
        assert.deepEqual(refused, []);
        await page.context().close();
      }
    });
  }
});

/**
 * The dialog is open with its scroll lock on (the page behind no longer scrolls, and every <style> element,
 * the lock's own too, carries the page's nonce), then closes on Escape.
 */
async function openedAndClosed(page: Page, dialog: Locator) {
  await dialog.waitFor();
  await page.waitForFunction(() => getComputedStyle(document.body).overflow === 'hidden');
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style'), (style) => style.nonce !== ''),
  );
  assert.ok(styles.length > 0 && styles.every(Boolean), `every <style> has a nonce: ${styles}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('dialogs under the Content-Security-Policy', () => {
  it("an admin's delete confirmation and create form open with no console error or violation", async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/jobs', jobPayload({ title: 'Gate Supervisor' }));
    const { page, consoleErrors, violations } = await watchedPage('light', admin.sessionId);

    await page.goto(`${app.url}/admin`);
    await page.getByRole('tab', { name: 'Jobs', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Gate Supervisor' }).first().click();
    await openedAndClosed(page, page.getByRole('dialog', { name: 'Delete job' }));

    await page.getByRole('tab', { name: 'Courses', exact: true }).click();
    await page.getByRole('button', { name: 'Add Course' }).click();
    await openedAndClosed(page, page.getByRole('dialog', { name: 'Add Course' }));

    assert.deepEqual(await violations(), []);
    assert.deepEqual(consoleErrors, []);
    await page.context().close();
  });

  it("a resident's Post a Job and apply dialogs open with no console error or violation", async () => {
    const admin = await apiSession(app.url, { admin: true });
    const job = await admin.call<{ id: string }>(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Pool Attendant' }),
    );
    const email = 'csp-dialogs@e2e.test';
    await admin.call('POST', '/admin/whitelist', { email });
    const resident = await apiSession(app.url, { email });
    const { page, consoleErrors, violations } = await watchedPage('light', resident.sessionId);

    await page.goto(`${app.url}/careers`);
    await page.getByRole('button', { name: 'Post a Job' }).click();
    await openedAndClosed(page, page.getByRole('dialog', { name: 'Post a Job' }));

    await page.goto(`${app.url}/careers/${job.id}`);
    const apply = page.getByRole('dialog');
    await apply.getByText('Apply for Pool Attendant').waitFor();
    await openedAndClosed(page, apply);

    assert.deepEqual(await violations(), []);
    assert.deepEqual(consoleErrors, []);
    await page.context().close();
  });
});

describe('Audit page', () => {
  it('an admin whitelists someone, opens Audit, sees it, filters and exports', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await adminLogin(page, app.url);
    await page.getByRole('tab', { name: 'Whitelist' }).click();
    await page.getByLabel('Add email to whitelist').fill('audited.neighbour@e2e.test');
    await page.keyboard.press('Enter');
    await toast(page).getByText('Email added to whitelist successfully!').waitFor();

    // Audit sits beside Mail in the dashboard header, on a page of its own.
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.waitForURL(`${app.url}/admin/audit`);
    await page.getByRole('heading', { name: 'Audit', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'audited.neighbour@e2e.test' });
    await row.getByText('Whitelist: added').waitFor();
    await row.getByText('admin@e2e.test').waitFor();

    // Filter by action: only whitelist additions remain; another action shows the empty state.
    const chooseAction = async (label: string) => {
      await page
        .getByRole('combobox', { name: 'Action' })
        .or(page.getByRole('textbox', { name: 'Action' }))
        .first()
        .click();
      await page.getByRole('option', { name: label, exact: true }).click();
    };
    await chooseAction('Whitelist: added');
    await row.waitFor();
    assert.equal(await page.getByRole('row').filter({ hasText: 'Resident signed in' }).count(), 0);
    await chooseAction('Backup restored');
    await page.getByText('No events here').waitFor();
    await chooseAction('Whitelist: added');
    await row.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(String(await download.path()), 'utf8');
    const lines = csv.trim().split('\r\n');
    assert.equal(
      lines[0],
      'at,action,label,actor_name,actor_email,actor_id,target_type,target_id,target_name,client_address,details',
    );
    assert.ok(
      lines.slice(1).every((line) => line.includes(',whitelist.add,')),
      csv,
    );
    assert.ok(csv.includes('audited.neighbour@e2e.test'));
    await context.close();
  });

  it('reads as cards on a 390 px phone, nothing wider than the screen', async () => {
    const admin = await apiSession(app.url, { admin: true });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((id) => localStorage.setItem('sessionId', id), admin.sessionId);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${app.url}/admin/audit`);
    await page.getByRole('heading', { name: 'Audit', level: 1 }).waitFor();
    await page.getByText('Whitelist: added').first().waitFor();
    assert.equal(await page.getByRole('table').count(), 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    await context.close();
  });
});
