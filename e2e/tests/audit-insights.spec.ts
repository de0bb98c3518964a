import type { Page } from '@playwright/test';
import { apiSession, jobPayload } from '../support/api.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// Insights counts every request, job and sector: this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url), viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ app }) => {
  const admin = await apiSession(app.url, { admin: true });
  // The stage: a job and an internship in one sector worded two ways, a trip made and deleted, and two access
  // requests of which one is approved.
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

/** How far the page reaches past the screen's right edge (0 or less: nothing to scroll sideways). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page again in the dark scheme, as Mantine keeps the choice. */
async function inDarkScheme(page: Page) {
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.reload();
  await expect(page.locator('html[data-mantine-color-scheme="dark"]')).toBeAttached();
}

test.describe('audit and insights on a phone', () => {
  test('Audit names who did what to what, links to it, and says what is gone', async ({ app, adminPage }) => {
    const page = adminPage;
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.waitForURL(`${app.url}/admin/audit`);
    await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();

    // On a phone each event is a card: what happened, to what (by name), and who did it.
    const card = (action: string) => page.getByRole('article').filter({ hasText: action });
    const created = card('Job created');
    await expect(created.getByRole('link', { name: 'Pool Lifeguard' })).toBeVisible();
    await expect(created.getByText('admin@e2e.test')).toBeVisible();
    const deleted = card('Trip deleted');
    await expect(deleted.getByText('Wadi Degla Hike (deleted)')).toBeVisible();
    await expect(deleted.getByRole('link', { name: 'Wadi Degla Hike' })).toHaveCount(0);
    const approved = card('Access request approved');
    await expect(approved.getByRole('link', { name: 'Salma Fathy' })).toBeVisible();
    await expect(approved.getByText('salma@e2e.test')).toBeVisible();

    for (const scheme of ['light', 'dark']) {
      if (scheme === 'dark') {
        await inDarkScheme(page);
        await expect(page.getByRole('link', { name: 'Pool Lifeguard' })).toBeVisible();
      }
      const overflow = await overflowOf(page);
      expect(overflow, `Audit (${scheme}) is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
    }

    // The name leads to the dashboard tab that lists it.
    await page.getByRole('link', { name: 'Pool Lifeguard' }).click();
    await page.waitForURL(`${app.url}/admin?tab=jobs`);
    await expect(page.getByRole('tab', { name: 'Jobs', selected: true })).toBeVisible();
  });

  test('Insights labels each stage of the funnel, counts in whole numbers and one bar per sector', async ({
    app,
    adminPage,
  }) => {
    const page = adminPage;
    await page.getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(`${app.url}/admin/insights`);
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();

    // Each stage is named on the funnel's axis with its count beside the bar.
    const funnel = page.getByRole('region', { name: 'Access requests' });
    await expect(funnel.locator('svg').first()).toBeVisible();
    for (const stage of ['Requested', 'Approved', 'Signed in'])
      await expect(funnel.locator('svg text', { hasText: stage }).first()).toBeVisible();
    // The count axis is hidden, so the chart's only numbers are the labels beside the bars.
    await expect(funnel.locator('svg text').filter({ hasText: /^\d+$/ })).toHaveText(['2', '1', '0']);

    // Count axes tick whole numbers only: the chart's texts are its weeks ('Nov 23') and its counts.
    const applications = page.getByRole('region', { name: 'Applications per week' });
    await expect(applications.locator('svg text', { hasText: /^1$/ }).first()).toBeVisible();
    const texts = await applications.locator('svg text').allTextContents();
    expect(texts.filter((text) => /\d\.\d/.test(text)).length, texts.join(', ')).toBe(0);

    // The job's 'Technology/IT' and the internship's 'Technology' are one sector.
    const industries = page.getByRole('region', { name: 'Jobs and internships by industry' });
    await industries.getByText('Table', { exact: true }).click();
    const table = industries.getByRole('table', { name: 'Jobs and internships by industry' });
    await expect(table.getByRole('row', { name: 'Technology/IT 1 1' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Technology', exact: true })).toHaveCount(0);

    // The funnel's table says each stage's share of the requests.
    await funnel.getByText('Table', { exact: true }).click();
    await expect(funnel.getByRole('row', { name: 'Approved 1 50%' })).toBeVisible();

    for (const scheme of ['light', 'dark']) {
      if (scheme === 'dark') {
        await inDarkScheme(page);
        await expect(
          page.getByRole('region', { name: 'Access requests' }).locator('svg').first(),
        ).toBeVisible();
      }
      const overflow = await overflowOf(page);
      expect(overflow, `Insights (${scheme}) is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
    }
  });
});
