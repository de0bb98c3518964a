import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiSession } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';

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
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return { page, refused };
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
          [...document.querySelectorAll('style')].map((style) => style.nonce !== ''),
        );
        assert.ok(styles.length > 0 && styles.every(Boolean), `every <style> has a nonce: ${styles}`);
        assert.deepEqual(refused, []);
        await page.context().close();
      }
    });
  }
});
