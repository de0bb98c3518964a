import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { apiSession, jobPayload } from './api.ts';
import { ADMIN, type RunningApp, startApp } from './app.ts';
import { launchBrowser } from './browser.ts';
import { ADMIN_TABS } from './journey.ts';

/** WCAG 2.2 AA as axe tags it; a serious or critical finding fails. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
type Scheme = 'light' | 'dark';
const WIDTHS = [390, 1366];

const PUBLIC_PAGES = ['/login', '/admin-login'];
const RESIDENT_PAGES = [
  '/',
  '/careers',
  '/internships',
  '/courses',
  '/training',
  '/directory',
  '/cv-showcase',
  '/cv-upload',
  '/submit-internship',
  '/join-community',
  '/community-benefits',
  '/activities',
  '/my-activity',
  '/mail-settings',
];
const ADMIN_PAGES = ['/admin', '/admin/mail', '/admin/audit', '/admin/insights', '/admin/account'];

let app: RunningApp;
let browser: Browser;
let residentSession = '';
let adminSession = '';
const JOB = 'Accessible Gardener';

/** A page as a person in this scheme and width sees it, signed in with `session` (or not). */
async function open(scheme: Scheme, width: number, session: string | null) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
  if (session) await context.addInitScript((id) => localStorage.setItem('sessionId', id), session);
  return context.newPage();
}

/** Waits until the page has a heading and nothing on it is still loading. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** The serious and critical findings, one line each, so a failure says what and where. */
async function findings(page: Page, where: string, include?: string) {
  // Colours are measured at rest, not halfway through a dialog's fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where}: ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary}`,
      ),
    );
}

/**
 * Every page, every admin tab and the dialogs through axe, in one colour scheme at a phone's and a laptop's width.
 * One spec file per scheme, so the two run side by side (the suite's longest part).
 */
export function accessibilitySuite(scheme: Scheme) {
  before(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'reader@e2e.test' });
    await admin.call('POST', '/admin/jobs', jobPayload({ title: JOB }));
    const signIn = async (path: string, body: object) => {
      const response = await fetch(`${app.url}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { sessionId: string }).sessionId;
    };
    residentSession = await signIn('login', { email: 'reader@e2e.test' });
    adminSession = await signIn('admin-login', { username: ADMIN.email, password: ADMIN.password });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  describe(`accessibility (axe, WCAG 2.2 AA), ${scheme} scheme`, () => {
    for (const width of WIDTHS) {
      it(`every page, ${scheme} scheme, ${width} px`, async () => {
        const problems: string[] = [];
        const pages: [string, string | null][] = [
          ...PUBLIC_PAGES.map((path): [string, null] => [path, null]),
          ...RESIDENT_PAGES.map((path): [string, string] => [path, residentSession]),
          ...ADMIN_PAGES.map((path): [string, string] => [path, adminSession]),
        ];
        // One browser context per kind of visitor, reused from page to page (as a person browses).
        const visitors = new Map<string | null, Page>();
        for (const [path, session] of pages) {
          const page = visitors.get(session) ?? (await open(scheme, width, session));
          visitors.set(session, page);
          await page.goto(`${app.url}${path}`);
          await settled(page);
          problems.push(...(await findings(page, path)));
        }
        for (const page of visitors.values()) await page.context().close();
        assert.deepEqual(problems, []);
      });

      it(`every admin tab and the dialogs, ${scheme} scheme, ${width} px`, async () => {
        const problems: string[] = [];
        const admin = await open(scheme, width, adminSession);
        await admin.goto(`${app.url}/admin`);
        await settled(admin);
        for (const tab of ADMIN_TABS) {
          await admin.getByRole('tab', { name: tab, exact: true }).click();
          await admin.getByRole('tabpanel').first().waitFor();
          await settled(admin);
          problems.push(...(await findings(admin, `/admin tab ${tab}`)));
        }
        // Review, edit and confirm, on the Jobs tab.
        await admin.getByRole('tab', { name: 'Jobs', exact: true }).click();
        for (const [button, dialog] of [
          [`Review ${JOB}`, 'Review Job'],
          [`Edit ${JOB}`, 'Edit Job'],
          [`Delete ${JOB}`, 'Delete job'],
        ]) {
          await admin.getByRole('button', { name: button }).click();
          await admin.getByRole('dialog', { name: dialog }).waitFor();
          problems.push(...(await findings(admin, `dialog ${dialog}`)));
          await admin.keyboard.press('Escape');
          await admin.getByRole('dialog', { name: dialog }).waitFor({ state: 'hidden' });
        }
        await admin.context().close();

        // A resident's dialogs: post a job, apply.
        const resident = await open(scheme, width, residentSession);
        await resident.goto(`${app.url}/careers`);
        await settled(resident);
        await resident.getByRole('button', { name: 'Post a Job' }).click();
        await resident.getByRole('dialog', { name: 'Post a Job' }).waitFor();
        problems.push(...(await findings(resident, 'dialog Post a Job')));
        await resident.keyboard.press('Escape');
        await resident.getByRole('dialog', { name: 'Post a Job' }).waitFor({ state: 'hidden' });
        await resident
          .getByRole('article', { name: JOB })
          .getByRole('button', { name: /Apply Now/ })
          .click();
        await resident.getByRole('dialog').waitFor();
        problems.push(...(await findings(resident, 'dialog Apply')));
        await resident.context().close();
        assert.deepEqual(problems, []);
      });
    }
  });
}
