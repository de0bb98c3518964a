import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiSession, jobPayload } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin } from '../support/journey.ts';

let app: RunningApp;
let browser: Browser;

before(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  // The stage: a job and an internship in one sector worded two ways, a trip made and deleted, and two access
  // requests of which one is approved.
  const admin = await apiSession(app.url, { admin: true });
  await admin.call('POST', '/admin/jobs', jobPayload({ title: 'Pool Lifeguard', industry: 'Technology/IT' }));
  await admin.call('POST', '/admin/internships', {
    title: 'Data Intern',
    company: 'Nile Analytics',
    posterRole: 'Hiring Manager',
    description: 'Help the analytics team build dashboards.',
    requirements: 'Final-year student',
    skills: 'SQL, Excel',
    department: 'Technology',
    duration: '3 months',
    isPaid: true,
    location: 'New Cairo',
    positions: 1,
    contactEmail: 'hr@nile-analytics.test',
    contactPhone: '+20 100 000 0001',
  });
  const trip = await admin.call<{ id: string }>('POST', '/admin/activities/trips', {
    name: 'Wadi Degla Hike',
    description: 'A morning hike with breakfast at the canyon.',
  });
  await admin.call('DELETE', `/admin/activities/trips/${trip.id}`);
  for (const [fullName, email] of [
    ['Salma Fathy', 'salma@e2e.test'],
    ['Karim Nabil', 'karim@e2e.test'],
  ]) {
    await fetch(`${app.url}/api/access-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName, email, unitNumber: 'F-12', mobile: '+20 122 333 4444' }),
    });
  }
  // The public answer carries no id: the administrator finds the request in the list.
  const { items } = (await admin.call('GET', '/admin/access-requests')) as {
    items: { id: string; email: string }[];
  };
  const salma = items.find((item) => item.email === 'salma@e2e.test');
  await admin.call('PATCH', `/admin/access-requests/${salma?.id}`, { status: 'approved' });
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** How far the page reaches past the screen's right edge (0 or less: nothing to scroll sideways). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page again in the dark scheme, as Mantine keeps the choice. */
async function inDarkScheme(page: Page) {
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.reload();
  await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
}

describe('audit and insights on a phone', () => {
  it('Audit names who did what to what, links to it, and says what is gone', async () => {
    const page = await phonePage();
    await adminLogin(page, app.url);
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.waitForURL(`${app.url}/admin/audit`);
    await page.getByRole('heading', { name: 'Audit', level: 1 }).waitFor();

    // On a phone each event is a card: what happened, to what (by name), and who did it.
    const card = (action: string) => page.getByRole('article').filter({ hasText: action });
    const created = card('Job created');
    await created.getByRole('link', { name: 'Pool Lifeguard' }).waitFor();
    await created.getByText('admin@e2e.test').waitFor();
    const deleted = card('Trip deleted');
    await deleted.getByText('Wadi Degla Hike (deleted)').waitFor();
    assert.equal(await deleted.getByRole('link', { name: 'Wadi Degla Hike' }).count(), 0);
    const approved = card('Access request approved');
    await approved.getByRole('link', { name: 'Salma Fathy' }).waitFor();
    await approved.getByText('salma@e2e.test').waitFor();

    for (const scheme of ['light', 'dark']) {
      if (scheme === 'dark') {
        await inDarkScheme(page);
        await page.getByRole('link', { name: 'Pool Lifeguard' }).waitFor();
      }
      const overflow = await overflowOf(page);
      assert.ok(overflow <= 0, `Audit (${scheme}) is ${overflow}px wider than the phone`);
    }

    // The name leads to the dashboard tab that lists it.
    await page.getByRole('link', { name: 'Pool Lifeguard' }).click();
    await page.waitForURL(`${app.url}/admin?tab=jobs`);
    await page.getByRole('tab', { name: 'Jobs', selected: true }).waitFor();
    await page.context().close();
  });

  it('Insights labels each stage of the funnel, counts in whole numbers and one bar per sector', async () => {
    const page = await phonePage();
    await adminLogin(page, app.url);
    await page.getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(`${app.url}/admin/insights`);
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();

    // Each stage is named on the funnel's axis with its count beside the bar.
    const funnel = page.getByRole('region', { name: 'Access requests' });
    await funnel.locator('svg.recharts-surface').first().waitFor();
    for (const stage of ['Requested', 'Approved', 'Signed in'])
      await funnel.locator('svg text', { hasText: stage }).first().waitFor();
    const labels = await funnel.locator('.recharts-label-list text').allTextContents();
    assert.deepEqual(labels, ['2', '1', '0']);

    // Count axes tick whole numbers only: the chart's texts are its weeks ('Nov 23') and its counts.
    const applications = page.getByRole('region', { name: 'Applications per week' });
    await applications.locator('svg text', { hasText: /^1$/ }).first().waitFor();
    const texts = await applications.locator('svg text').allTextContents();
    assert.equal(texts.filter((text) => /\d\.\d/.test(text)).length, 0, texts.join(', '));

    // The job's 'Technology/IT' and the internship's 'Technology' are one sector.
    const industries = page.getByRole('region', { name: 'Jobs and internships by industry' });
    await industries.getByText('Table', { exact: true }).click();
    const table = industries.getByRole('table', { name: 'Jobs and internships by industry' });
    await table.getByRole('row', { name: 'Technology/IT 1 1' }).waitFor();
    assert.equal(await table.getByRole('cell', { name: 'Technology', exact: true }).count(), 0);

    // The funnel's table says each stage's share of the requests.
    await funnel.getByText('Table', { exact: true }).click();
    await funnel.getByRole('row', { name: 'Approved 1 50%' }).waitFor();

    for (const scheme of ['light', 'dark']) {
      if (scheme === 'dark') {
        await inDarkScheme(page);
        await page.getByRole('region', { name: 'Access requests' }).locator('svg.recharts-surface').waitFor();
      }
      const overflow = await overflowOf(page);
      assert.ok(overflow <= 0, `Insights (${scheme}) is ${overflow}px wider than the phone`);
    }
    await page.context().close();
  });
});
