import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { apiSession, jobPayload } from '../support/api.ts';
import { adminLogin, toast } from '../support/journey.ts';
import { expect, test } from '../support/fixtures.ts';

/** A page in the given colour scheme that records every Content-Security-Policy violation and refusal. */
async function watchedPage(browser: Browser, colorScheme: 'light' | 'dark', sessionId?: string) {
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

// Every page's Content-Security-Policy, in both schemes and at both widths, is checked by the accessibility walk
// (support/accessibility.ts) on the same visits as axe.

/**
 * The dialog is open with its scroll lock on (the page behind no longer scrolls, and every <style> element,
 * the lock's own too, carries the page's nonce), then closes on Escape.
 */
async function openedAndClosed(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await page.waitForFunction(() => getComputedStyle(document.body).overflow === 'hidden');
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style'), (style) => style.nonce !== ''),
  );
  expect(styles.length > 0 && styles.every(Boolean), `every <style> has a nonce: ${styles}`).toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('dialogs under the Content-Security-Policy', () => {
  test("an admin's delete confirmation and create form open with no console error or violation", async ({
    app,
    browser,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/jobs', jobPayload({ title: 'Gate Supervisor' }));
    const { page, consoleErrors, violations } = await watchedPage(browser, 'light', admin.sessionId);

    await page.goto(`${app.url}/admin`);
    await page.getByRole('tab', { name: 'Jobs', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Gate Supervisor' }).first().click();
    await openedAndClosed(page, page.getByRole('dialog', { name: 'Delete job' }));

    await page.getByRole('tab', { name: 'Courses', exact: true }).click();
    await page.getByRole('button', { name: 'Add Course' }).click();
    await openedAndClosed(page, page.getByRole('dialog', { name: 'Add Course' }));

    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test("a resident's Post a Job and apply dialogs open with no console error or violation", async ({
    app,
    browser,
    adminApi,
  }) => {
    const admin = adminApi;
    const job = await admin.call<{ id: string }>(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Pool Attendant' }),
    );
    const email = 'csp-dialogs@e2e.test';
    await admin.call('POST', '/admin/whitelist', { email });
    const resident = await apiSession(app.url, { email });
    const { page, consoleErrors, violations } = await watchedPage(browser, 'light', resident.sessionId);

    await page.goto(`${app.url}/careers`);
    await page.getByRole('button', { name: 'Post a Job' }).click();
    await openedAndClosed(page, page.getByRole('dialog', { name: 'Post a Job' }));

    await page.goto(`${app.url}/careers/${job.id}`);
    const apply = page.getByRole('dialog');
    await expect(apply.getByText('Apply for Pool Attendant')).toBeVisible();
    await openedAndClosed(page, apply);

    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});

test.describe('Audit page', () => {
  test('an admin whitelists someone, opens Audit, sees it, filters and exports', async ({ app, browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await adminLogin(page, app.url);
    await page.getByRole('tab', { name: 'Whitelist' }).click();
    await page.getByLabel('Add email to whitelist').fill('audited.neighbour@e2e.test');
    await page.keyboard.press('Enter');
    await expect(toast(page).getByText('Email added to whitelist successfully!')).toBeVisible();

    // Audit sits beside Mail in the dashboard header, on a page of its own.
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.waitForURL(`${app.url}/admin/audit`);
    await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'audited.neighbour@e2e.test' });
    await expect(row.getByText('Whitelist: added')).toBeVisible();
    await expect(row.getByText('admin@e2e.test')).toBeVisible();

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
    await expect(row).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Resident signed in' })).toHaveCount(0);
    await chooseAction('Backup restored');
    await expect(page.getByText('No events here')).toBeVisible();
    await chooseAction('Whitelist: added');
    await expect(row).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(String(await download.path()), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'at,action,label,actor_name,actor_email,actor_id,target_type,target_id,target_name,client_address,details',
    );
    expect(
      lines.slice(1).every((line) => line.includes(',whitelist.add,')),
      csv,
    ).toBeTruthy();
    expect(csv).toContain('audited.neighbour@e2e.test');
    await context.close();
  });

  test('reads as cards on a 390 px phone, nothing wider than the screen', async ({
    app,
    browser,
    adminApi,
  }) => {
    const admin = adminApi;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((id) => localStorage.setItem('sessionId', id), admin.sessionId);
    const page = await context.newPage();
    await page.goto(`${app.url}/admin/audit`);
    await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
    await expect(page.getByText('Whitelist: added').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await context.close();
  });
});
