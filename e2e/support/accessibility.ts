import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { apiSession, jobPayload } from './api.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN_TABS, RESIDENT_PAGES } from './journey.ts';

/** WCAG 2.2 AA as axe tags it; a serious or critical finding fails. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
type Scheme = 'light' | 'dark';
const WIDTHS = [390, 1366];

const PUBLIC_PAGES = ['/login', '/admin-login', '/no-such-page'];
const ADMIN_PAGES = [
  '/admin',
  '/admin/mail',
  '/admin/audit',
  '/admin/insights',
  '/admin/import',
  '/admin/account',
];

/**
 * A page as a person in this scheme and width sees it, signed in with `session` (or not). It records every
 * Content-Security-Policy violation (the walk that checks axe also checks the policy, on the same visits).
 */
async function open(browser: Browser, scheme: Scheme, width: number, session: string | null) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
  if (session) await context.addInitScript((id) => localStorage.setItem('sessionId', id), session);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.set(page, message.text());
  });
  return page;
}

const refusals = new WeakMap<Page, string>();

/**
 * What the policy refused on the page so far, and whether every <style> carries the nonce (Mantine's own styles
 * must apply): one line per problem.
 */
async function policyProblems(page: Page, where: string) {
  const { violations, styles } = await page.evaluate(() => ({
    violations: (window as unknown as { cspViolations: string[] }).cspViolations,
    styles: Array.from(document.querySelectorAll('style'), (style) => style.nonce !== ''),
  }));
  const refused = refusals.get(page);
  return [
    ...violations.map((violation) => `${where}: Content-Security-Policy violation ${violation}`),
    ...(refused ? [`${where}: ${refused}`] : []),
    ...(styles.length > 0 && styles.every(Boolean) ? [] : [`${where}: a <style> without the nonce`]),
  ];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core in the page, once per document: AxeBuilder evaluates its 550 KB source twice on every analysis (the
 * walks' 700 analyses spent a minute of the machine on it), so it is given a no-op source to run once axe is there.
 */
async function axeIn(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return new AxeBuilder({ page, axeSource: ';' });
}

/** Waits until the page has a heading and nothing on it is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The serious and critical findings, one line each, so a failure says what and where. */
async function findings(page: Page, where: string, include?: string) {
  // Colours are measured at rest, not halfway through a dialog's fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // Only violations are read: axe then skips gathering the details of what passed. Legacy mode runs axe in the
  // page itself; the default opens a blank page per analysis to merge frames' results, for cross-origin frames,
  // which the app has none of (a scheme's four walks took 158 s that way, 125 s in the page).
  const builder = (await axeIn(page))
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where}: ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary}`,
      ),
    );
}

/** Wider than the screen: a page that makes a person scroll sideways (in either direction). */
async function overflowProblems(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return overflow > 1 ? [`${where}: ${overflow} px wider than the screen`] : [];
}

const LANGUAGES = ['en', 'ar'] as const;
const languageOf = async (page: Page) =>
  (await page.locator('html').getAttribute('lang')) === 'ar' ? 'ar' : 'en';

/** Every check of the walk on the page as it is now, each finding named with the page and its language. */
async function problemsOf(page: Page, path: string) {
  const where = `${path} (${await languageOf(page)})`;
  return [
    ...(await findings(page, where)),
    ...(await policyProblems(page, where)),
    ...(await overflowProblems(page, where)),
  ];
}

/** Switches the page to the other language with the header's switch, as a person would, and waits for it. */
async function switchLanguage(page: Page) {
  const next = (await languageOf(page)) === 'ar' ? 'en' : 'ar';
  await page.getByLabel(/^(Language|اللغة)$/).selectOption(next);
  await expect(page.locator('html')).toHaveAttribute('lang', next);
  await settled(page);
}

/**
 * Every page and every admin tab in English and in Arabic, and the dialogs, through axe, the Content-Security-Policy
 * and a check for sideways scrolling, in one colour scheme at a phone's and a laptop's width.
 * One spec file per scheme, so the two run side by side (the suite's longest part).
 */
export function accessibilitySuite(scheme: Scheme) {
  // Its own title, as the two schemes may share an app.
  const JOB = `Accessible ${scheme} Gardener`;
  test.beforeAll(async ({ app }) => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/jobs', jobPayload({ title: JOB }));
  });

  test.describe(`accessibility (axe, WCAG 2.2 AA), ${scheme} scheme`, () => {
    // Each test walks every page (or every tab and dialog) through axe: the suite's longest tests.
    test.describe.configure({ timeout: 600_000 });
    for (const width of WIDTHS) {
      test(`every page, ${scheme} scheme, ${width} px`, async ({
        app,
        browser,
        adminApi,
        residentAccount,
      }) => {
        const problems: string[] = [];
        const pages: [string, string | null][] = [
          ...PUBLIC_PAGES.map((path): [string, null] => [path, null]),
          ...RESIDENT_PAGES.map((path): [string, string] => [path, residentAccount.api.sessionId]),
          ...ADMIN_PAGES.map((path): [string, string] => [path, adminApi.sessionId]),
        ];
        // One browser context per kind of visitor, reused from page to page (as a person browses).
        const visitors = new Map<string | null, Page>();
        // Each page in both languages: checked as it opens, then switched and checked again (the next page
        // then opens in the language chosen last, so every page is loaded once).
        for (const [path, session] of pages) {
          const page = visitors.get(session) ?? (await open(browser, scheme, width, session));
          visitors.set(session, page);
          await page.goto(`${app.url}${path}`);
          await settled(page);
          problems.push(...(await problemsOf(page, path)));
          await switchLanguage(page);
          problems.push(...(await problemsOf(page, path)));
        }
        for (const page of visitors.values()) await page.context().close();
        expect(problems).toEqual([]);
      });

      test(`every admin tab and the dialogs, ${scheme} scheme, ${width} px`, async ({
        app,
        browser,
        adminApi,
        residentAccount,
      }) => {
        const problems: string[] = [];
        const admin = await open(browser, scheme, width, adminApi.sessionId);
        await admin.goto(`${app.url}/admin`);
        await settled(admin);
        // Every tab in both languages: the tabs keep their order, so the n-th tab is the same in each.
        for (const language of LANGUAGES) {
          if ((await languageOf(admin)) !== language) await switchLanguage(admin);
          for (const [index, tab] of ADMIN_TABS.entries()) {
            await admin.getByRole('tab').nth(index).click();
            await expect(admin.getByRole('tabpanel').first()).toBeVisible();
            await settled(admin);
            problems.push(...(await problemsOf(admin, `/admin tab ${tab}`)));
          }
        }
        if ((await languageOf(admin)) !== 'en') await switchLanguage(admin);
        // Review, edit and confirm, on the Jobs tab.
        await admin.getByRole('tab', { name: 'Jobs', exact: true }).click();
        for (const [button, dialog] of [
          [`Review ${JOB}`, 'Review Job'],
          [`Edit ${JOB}`, 'Edit Job'],
          [`Delete ${JOB}`, 'Delete job'],
        ]) {
          await admin.getByRole('button', { name: button }).click();
          await expect(admin.getByRole('dialog', { name: dialog })).toBeVisible();
          problems.push(...(await findings(admin, `dialog ${dialog}`)));
          await admin.keyboard.press('Escape');
          await expect(admin.getByRole('dialog', { name: dialog })).toBeHidden();
        }
        await admin.context().close();

        // A resident's dialogs: post a job, apply.
        const page = await open(browser, scheme, width, residentAccount.api.sessionId);
        await page.goto(`${app.url}/careers`);
        await settled(page);
        await page.getByRole('button', { name: 'Post a Job' }).click();
        await expect(page.getByRole('dialog', { name: 'Post a Job' })).toBeVisible();
        problems.push(...(await findings(page, 'dialog Post a Job')));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Post a Job' })).toBeHidden();
        await page
          .getByRole('article', { name: JOB })
          .getByRole('button', { name: /Apply Now/ })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        problems.push(...(await findings(page, 'dialog Apply')));
        await page.context().close();
        expect(problems).toEqual([]);
      });
    }
  });
}
