import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { apiSession, jobPayload, SMALL_PDF } from '../support/api.ts';
import { ADMIN_TABS, toast } from '../support/journey.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

const PHONE = { width: 390, height: 844 };
const ADMIN_PAGES = [
  { path: '/admin/mail', heading: 'Mail' },
  { path: '/admin/audit', heading: 'Audit' },
  { path: '/admin/insights', heading: 'Insights' },
];
const JOB = 'Gatehouse Night Supervisor';
const REQUESTER = 'Amal Hassan';

// Needs review counts every pending item, so this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url), viewport: PHONE });

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
  expect(outside, `controls outside the 390 px viewport on ${where}`).toEqual([]);
}

/** Waits until nothing on the page is loading any more (skeletons, busy buttons). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);

test.describe('the dashboard on a 390 px phone', () => {
  test('approves an access request and a pending job from Needs review, every control on screen', async ({
    app,
    adminPage,
    adminApi,
  }) => {
    const admin = adminApi;
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
    expect(requested.status).toBe(201);

    const page = adminPage;
    const queue = page.getByRole('region', { name: 'Needs review' });
    await expect(queue.getByRole('heading', { name: 'Needs review (2)' })).toBeVisible();
    await assertInsideViewport(queue, 'Needs review');
    // Readable in both colour schemes (axe, WCAG 2.2 AA, as the accessibility specs check the rest).
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .include('section[aria-label="Needs review"]')
        .analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map(
          (v) => `${colorScheme}: ${v.id} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }

    // Both wait side by side, each with its own one-tap decision and the review one tap away.
    const approveRequest = queue.getByRole('button', { name: `Approve access request from ${REQUESTER}` });
    const approveJob = queue.getByRole('button', { name: `Approve job ${JOB}` });
    await expect(
      queue.getByRole('button', { name: `Reject access request from ${REQUESTER}` }),
    ).toBeVisible();
    await expect(queue.getByRole('button', { name: `Reject job ${JOB}` })).toBeVisible();

    // The review dialog opens from the queue with its decisions in view at its foot.
    await queue.getByRole('button', { name: `Review job ${JOB}` }).click();
    const review = page.getByRole('dialog', { name: 'Review Job' });
    await expect(review.getByText('hana@e2e.test').first()).toBeVisible();
    for (const decision of ['Approve', 'Reject', 'Delete', 'Close']) {
      const button = review.getByRole('button', { name: decision, exact: true });
      await expect(button, `${decision} is visible`).toBeVisible();
      const box = await button.boundingBox();
      if (!box) throw new Error(`${decision} has no box`);
      expect(box.y + box.height, `${decision} is above the fold`).toBeLessThanOrEqual(PHONE.height);
      expect(box.x, `${decision} is inside the phone's width`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${decision} is inside the phone's width`).toBeLessThanOrEqual(PHONE.width);
    }
    await review.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(review).toBeHidden();

    await approveRequest.click();
    await expect(toast(page).getByText('Access request approved successfully!')).toBeVisible();
    await expect(approveRequest).toHaveCount(0);

    await assertInsideViewport(queue, 'Needs review');
    await approveJob.click();
    await expect(toast(page).getByText('Job approved successfully!')).toBeVisible();
    await expect(queue.getByText('Nothing waits for review.')).toBeVisible();
    expect(await overflow(page), 'the dashboard does not scroll sideways').toBeLessThanOrEqual(0);

    // The requester is on the whitelist now, and the job is approved in its tab.
    await page.getByRole('tab', { name: /^Whitelist/ }).click();
    await expect(page.getByRole('tabpanel').getByText('amal@e2e.test').first()).toBeVisible();
    await page.getByRole('tab', { name: /^Jobs/ }).click();
    await expect(page.getByRole('listitem', { name: JOB }).getByText('approved')).toBeVisible();
    // The create form is not above the list: it opens from a button, the whole phone's width.
    await expect(page.getByRole('form', { name: 'Create Job' })).toHaveCount(0);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Create Job' }).click();
    const create = page.getByRole('dialog', { name: 'Create Job' });
    await expect(create.getByRole('form', { name: 'Create Job' }).getByLabel('Job Title')).toBeVisible();
    await assertInsideViewport(create, 'the Create Job dialog');
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();
  });

  test('never scrolls sideways on any of the fifteen tabs, Mail, Audit or Insights', async ({
    app,
    adminPage,
    adminApi,
  }) => {
    // Rows with long words on several tabs: an internship, a trip, a CV and an application with its CV.
    const admin = adminApi;
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

    const page = adminPage;
    const strip = page.getByRole('tablist').first();
    // The tabs are one strip that scrolls inside itself, in the specification's order.
    await expect(strip.getByRole('tab', { name: 'Backup' })).toBeAttached();
    const names = await strip.getByRole('tab').allInnerTexts();
    expect(names.map((name) => name.replace(/\s*\d+\s*pending$/, '').trim())).toEqual(ADMIN_TABS);
    for (const tab of ADMIN_TABS) {
      await strip.getByRole('tab', { name: new RegExp(`^${tab}( \\d+ pending)?$`) }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading').first()).toBeVisible();
      await settled(page);
      expect(await overflow(page), `the ${tab} tab scrolls sideways`).toBeLessThanOrEqual(0);
      await assertInsideViewport(panel, `the ${tab} tab`);
      if (tab === 'Activities') {
        // Its second sub-tab: the trip just made, as a row with its buttons, and Create Trip behind a button.
        await panel.getByRole('tab', { name: 'Trips Management' }).click();
        await expect(panel.getByRole('listitem', { name: 'Wadi Degla Sunrise Hike' })).toBeVisible();
        await expect(panel.getByRole('button', { name: 'Create Trip' })).toBeVisible();
        expect(await overflow(page), 'Trips Management scrolls sideways').toBeLessThanOrEqual(0);
        await assertInsideViewport(panel, 'Trips Management');
      }
    }
    for (const { path, heading } of ADMIN_PAGES) {
      await page.goto(`${app.url}${path}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await settled(page);
      expect(await overflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('keeps the sign-in warning dismissed after a reload', async ({ adminPage }) => {
    const page = adminPage;
    const notice = page.getByRole('alert').filter({ hasText: 'Residents sign in by e-mail alone' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(notice).toHaveCount(0);

    const status = page.waitForResponse((response) => response.url().endsWith('/api/admin/mail/status'));
    await page.reload();
    await status;
    await expect(page.getByRole('region', { name: 'Needs review' }).getByRole('heading')).toBeVisible();
    // Two frames after the answer, the page has drawn what it says.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(notice).toHaveCount(0);
  });
});
