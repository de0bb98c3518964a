import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiSession, jobPayload, SMALL_PDF } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { ADMIN_TABS, adminLogin, toast } from '../support/journey.ts';

const PHONE = { width: 390, height: 844 };
const ADMIN_PAGES = [
  { path: '/admin/mail', heading: 'Mail' },
  { path: '/admin/audit', heading: 'Audit' },
  { path: '/admin/insights', heading: 'Insights' },
];
const JOB = 'Gatehouse Night Supervisor';
const REQUESTER = 'Amal Hassan';

let app: RunningApp;
let browser: Browser;

before(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** How far the document reaches past the right edge of the phone (0 or less: no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Fails naming every visible control of `scope` that reaches past either edge of the phone. */
async function assertInsideViewport(scope: Locator, where: string) {
  const outside: string[] = [];
  for (const control of await scope.getByRole('button').all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box && (box.x < 0 || box.x + box.width > PHONE.width))
      outside.push(
        `${(await control.getAttribute('aria-label')) ?? (await control.innerText())} at x=${box.x}, width ${box.width}`,
      );
  }
  assert.deepEqual(outside, [], `controls outside the 390 px viewport on ${where}`);
}

/** Waits until nothing on the page is loading any more (skeletons, busy buttons). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);

describe('the dashboard on a 390 px phone', () => {
  it('approves an access request and a pending job from Needs review, every control on screen', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'hana@e2e.test' });
    const resident = await apiSession(app.url, { email: 'hana@e2e.test' });
    await resident.call('POST', '/jobs', jobPayload({ title: JOB }));
    const requested = await fetch(`${app.url}/api/access-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: REQUESTER,
        email: 'amal@e2e.test',
        unitNumber: 'B-12',
        mobile: '+20 100 000 1111',
      }),
    });
    assert.equal(requested.status, 201);

    const page = await phonePage();
    await adminLogin(page, app.url);
    const queue = page.getByRole('region', { name: 'Needs review' });
    await queue.getByRole('heading', { name: 'Needs review (2)' }).waitFor();
    await assertInsideViewport(queue, 'Needs review');
    // Readable in both colour schemes (axe, WCAG 2.2 AA, as the accessibility specs check the rest).
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .include('section[aria-label="Needs review"]')
        .analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(
        serious.map(
          (v) => `${colorScheme}: ${v.id} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
        [],
      );
    }

    // Both wait side by side, each with its own one-tap decision and the review one tap away.
    const approveRequest = queue.getByRole('button', { name: `Approve access request from ${REQUESTER}` });
    const approveJob = queue.getByRole('button', { name: `Approve job ${JOB}` });
    await queue.getByRole('button', { name: `Reject access request from ${REQUESTER}` }).waitFor();
    await queue.getByRole('button', { name: `Reject job ${JOB}` }).waitFor();

    // The review dialog opens from the queue with its decisions in view at its foot.
    await queue.getByRole('button', { name: `Review job ${JOB}` }).click();
    const review = page.getByRole('dialog', { name: 'Review Job' });
    await review.getByText('hana@e2e.test').first().waitFor();
    for (const decision of ['Approve', 'Reject', 'Delete', 'Close']) {
      const button = review.getByRole('button', { name: decision, exact: true });
      assert.ok(await button.isVisible(), `${decision} is visible`);
      const box = await button.boundingBox();
      assert.ok(box, `${decision} has a box`);
      assert.ok(box.y + box.height <= PHONE.height, `${decision} is above the fold (y=${box.y})`);
      assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `${decision} is inside the phone's width`);
    }
    await review.getByRole('button', { name: 'Close', exact: true }).click();
    await review.waitFor({ state: 'hidden' });

    await approveRequest.click();
    await toast(page).getByText('Access request approved successfully!').waitFor();
    await approveRequest.waitFor({ state: 'detached' });

    await assertInsideViewport(queue, 'Needs review');
    await approveJob.click();
    await toast(page).getByText('Job approved successfully!').waitFor();
    await queue.getByText('Nothing waits for review.').waitFor();
    assert.ok((await overflow(page)) <= 0, 'the dashboard does not scroll sideways');

    // The requester is on the whitelist now, and the job is approved in its tab.
    await page.getByRole('tab', { name: /^Whitelist/ }).click();
    await page.getByRole('tabpanel').getByText('amal@e2e.test').first().waitFor();
    await page.getByRole('tab', { name: /^Jobs/ }).click();
    await page.getByRole('listitem', { name: JOB }).getByText('approved').waitFor();
    // The create form is not above the list: it opens from a button, the whole phone's width.
    assert.equal(await page.getByRole('form', { name: 'Create Job' }).count(), 0);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Create Job' }).click();
    const create = page.getByRole('dialog', { name: 'Create Job' });
    await create.getByRole('form', { name: 'Create Job' }).getByLabel('Job Title').waitFor();
    await assertInsideViewport(create, 'the Create Job dialog');
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('never scrolls sideways on any of the fifteen tabs, Mail, Audit or Insights', async () => {
    // Rows with long words on several tabs: an internship, a trip, a CV and an application with its CV.
    const admin = await apiSession(app.url, { admin: true });
    const job = await admin.call<{ id: string }>(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Senior Landscape Architect for the Eastern Gardens' }),
    );
    await admin.call('POST', '/admin/internships', {
      title: 'Sustainability Reporting Internship',
      company: 'Nile Analytics International',
      posterRole: 'Hiring Manager',
      description: 'Help the analytics team measure the energy use of the compound.',
      department: 'Technology',
      duration: '3 months',
      isPaid: false,
      positions: 2,
      contactEmail: 'hr.department.long.address@nile-analytics.test',
    });
    await admin.call('POST', '/admin/activities/trips', {
      name: 'Wadi Degla Sunrise Hike',
      description: 'A morning hike with breakfast at the canyon.',
    });
    const email = 'lina.farouk.longaddress@e2e.test';
    await admin.call('POST', '/admin/whitelist', { email });
    const resident = await apiSession(app.url, { email });
    const cv = new FormData();
    for (const [key, value] of Object.entries({
      email,
      name: 'Lina Farouk',
      title: 'Clinical Laboratory Pharmacist',
      section: 'Healthcare',
      skills: 'Quality control, Microbiology',
      yearsOfExperience: '5',
    }))
      cv.append(key, value);
    cv.append('cv', new Blob([SMALL_PDF], { type: 'application/pdf' }), 'Lina Farouk.pdf');
    await resident.call('POST', '/cvs', cv);
    const application = new FormData();
    for (const [key, value] of Object.entries({
      jobId: job.id,
      applicantName: 'Lina Farouk',
      applicantEmail: email,
      applicantPhone: '+20 100 222 3333',
    }))
      application.append(key, value);
    application.append('cv', new Blob([SMALL_PDF], { type: 'application/pdf' }), 'Lina Farouk.pdf');
    await resident.call('POST', '/applications', application);

    const page = await phonePage();
    await adminLogin(page, app.url);
    const strip = page.getByRole('tablist').first();
    // The tabs are one strip that scrolls inside itself, in the specification's order.
    await strip.getByRole('tab', { name: 'Backup' }).waitFor({ state: 'attached' });
    const names = await strip.getByRole('tab').allInnerTexts();
    assert.deepEqual(
      names.map((name) => name.replace(/\s*\d+\s*pending$/, '').trim()),
      ADMIN_TABS,
    );
    for (const tab of ADMIN_TABS) {
      await strip.getByRole('tab', { name: new RegExp(`^${tab}( \\d+ pending)?$`) }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading').first().waitFor();
      await settled(page);
      assert.ok((await overflow(page)) <= 0, `the ${tab} tab scrolls sideways`);
      await assertInsideViewport(panel, `the ${tab} tab`);
      if (tab === 'Activities') {
        // Its second sub-tab: the trip just made, as a row with its buttons, and Create Trip behind a button.
        await panel.getByRole('tab', { name: 'Trips Management' }).click();
        await panel.getByRole('listitem', { name: 'Wadi Degla Sunrise Hike' }).waitFor();
        await panel.getByRole('button', { name: 'Create Trip' }).waitFor();
        assert.ok((await overflow(page)) <= 0, 'Trips Management scrolls sideways');
        await assertInsideViewport(panel, 'Trips Management');
      }
    }
    for (const { path, heading } of ADMIN_PAGES) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await settled(page);
      assert.ok((await overflow(page)) <= 0, `${path} scrolls sideways`);
    }
    await page.context().close();
  });

  it('keeps the sign-in warning dismissed after a reload', async () => {
    const page = await phonePage();
    await adminLogin(page, app.url);
    const notice = page.getByRole('alert').filter({ hasText: 'Residents sign in by e-mail alone' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
    await notice.waitFor({ state: 'detached' });

    const status = page.waitForResponse((response) => response.url().endsWith('/api/admin/mail/status'));
    await page.reload();
    await status;
    await page.getByRole('region', { name: 'Needs review' }).getByRole('heading').waitFor();
    // Two frames after the answer, the page has drawn what it says.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    assert.equal(await notice.count(), 0);
    await page.context().close();
  });
});
