import type { Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { residentLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Pages know what the resident has: /cv-upload and /join-community open the resident's own CV and profile for
 * editing instead of a blank form the server would refuse, and a refused form says why.
 */

const CV_OWNER = 'laila.cv@e2e.test';
const PROFILE_OWNER = 'karim.dir@e2e.test';

test.beforeAll(async ({ app }) => {
  const admin = await apiSession(app.url, { admin: true });
  for (const email of [CV_OWNER, PROFILE_OWNER]) await admin.call('POST', '/admin/whitelist', { email });
});

async function signedIn(page: Page, baseUrl: string, email: string) {
  await residentLogin(page, baseUrl, email);
  await page.waitForURL(`${baseUrl}/`);
  return page;
}

const multipart = (
  fields: Record<string, string>,
  file?: { field: string; name: string; content: Buffer },
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(file.field, new Blob([new Uint8Array(file.content)], { type: 'application/pdf' }), file.name);
  return form;
};

test.describe('pages know what the resident has', () => {
  test('/cv-upload opens the resident’s CV for editing; saving changes it, and no second entry appears (phone)', async ({
    app,
    freshPage,
  }) => {
    const resident = await apiSession(app.url, { email: CV_OWNER });
    const shared = await resident.call<{ id: string; cvStorageId: string }>(
      'POST',
      '/cvs',
      multipart(
        { name: 'Laila Mansour', email: CV_OWNER, title: 'Payroll Specialist', section: 'Finance' },
        { field: 'cv', name: 'laila-2025.pdf', content: pdf('Laila Mansour - Payroll') },
      ),
    );

    const page = await signedIn(await freshPage(390, 844), app.url, CV_OWNER);
    await page.goto(`${app.url}/cv-upload`);
    await expect(page.getByRole('heading', { name: 'Edit Your CV', level: 1 })).toBeVisible();
    await expect(page.getByText('You already have a CV in the CV Showcase')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Laila Mansour');
    await expect(page.getByLabel('Professional Title')).toHaveValue('Payroll Specialist');
    await expect(page.getByRole('button', { name: 'Upload CV' })).toHaveCount(0);
    await expect(page.getByText('Optional: replaces laila-2025.pdf')).toBeVisible();

    await page.getByLabel('Professional Title').fill('Senior Payroll Specialist');
    await page.getByLabel('New CV File').setInputFiles({
      name: 'laila-2026.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Laila Mansour - Senior Payroll'),
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page).getByText('CV updated successfully!')).toBeVisible();
    await expect(page.getByText('Optional: replaces laila-2026.pdf')).toBeVisible();

    // One entry, the same one, changed.
    const found = await resident.call<{ items: { id: string; title: string; cvFileName: string }[] }>(
      'GET',
      `/cvs?search=${encodeURIComponent('Laila Mansour')}`,
    );
    expect(found.items.map(({ id, title, cvFileName }) => ({ id, title, cvFileName }))).toEqual([
      { id: shared.id, title: 'Senior Payroll Specialist', cvFileName: 'laila-2026.pdf' },
    ]);
    // The showcase shows it changed, from the page's own link.
    await page.getByRole('link', { name: 'View in Showcase' }).click();
    await expect(
      page.getByRole('dialog', { name: "Laila Mansour's profile" }).getByText('Senior Payroll Specialist'),
    ).toBeVisible();
  });

  test('/join-community opens the resident’s directory profile for editing (desktop)', async ({
    app,
    freshPage,
  }) => {
    const resident = await apiSession(app.url, { email: PROFILE_OWNER });
    const joined = await resident.call<{ id: string }>(
      'POST',
      '/profiles',
      multipart({
        name: 'Karim Adel',
        email: PROFILE_OWNER,
        title: 'Civil Engineer',
        industry: 'Engineering',
      }),
    );

    const page = await signedIn(await freshPage(1366, 900), app.url, PROFILE_OWNER);
    await page.goto(`${app.url}/join-community`);
    await expect(page.getByRole('heading', { name: 'Edit Your Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Karim Adel');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Civil Engineer');
    await expect(page.getByRole('button', { name: 'Join Community' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Senior Civil Engineer');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Delta Build');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page).getByText('Profile updated successfully')).toBeVisible();

    const listed = await resident.call<{ items: { id: string; title: string; company: string }[] }>(
      'GET',
      `/profiles?kind=professional&search=${encodeURIComponent('Karim Adel')}`,
    );
    expect(listed.items.map(({ id, title, company }) => ({ id, title, company }))).toEqual([
      { id: joined.id, title: 'Senior Civil Engineer', company: 'Delta Build' },
    ]);
    await page.getByRole('link', { name: 'View Directory' }).click();
    await expect(
      page.getByRole('article', { name: 'Karim Adel' }).getByText('Senior Civil Engineer'),
    ).toBeVisible();
  });

  test('a list that failed to load says why, shows no count, and loads on Try again (desktop)', async ({
    app,
    freshPage,
  }) => {
    const page = await signedIn(await freshPage(1366, 900), app.url, CV_OWNER);
    // The server fails the showcase's first two reads: the first one and its one quick retry.
    let failures = 2;
    await page.route('**/api/cvs?*', (route) =>
      failures-- > 0
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The showcase is resting.' } }),
          })
        : route.continue(),
    );
    await page.goto(`${app.url}/cv-showcase`);
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load the CV Showcase' });
    await expect(failed.getByText('The showcase is resting.')).toBeVisible();
    await expect(page.getByText(/CVs? found/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^All \(/ })).toHaveCount(0);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/\d+ CVs? found/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^All \(\d+\)$/ })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('the request-access form says why it was refused and when to try again (phone)', async ({
    app,
    freshPage,
  }) => {
    // Five requests an hour per address: the browser comes from the same loopback address as these.
    for (let i = 1; i <= 5; i++) {
      const response = await fetch(`${app.url}/api/access-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: `Neighbour ${i}`,
          email: `neighbour-${i}@e2e.test`,
          unitNumber: `D-${i}`,
          mobile: null,
        }),
      });
      expect(response.status, await response.text()).toBe(201);
    }

    const visitor = await freshPage(390, 844);
    await visitor.goto(`${app.url}/login`);
    await visitor.getByRole('button', { name: 'Request Access' }).click();
    await expect(visitor.getByRole('heading', { name: 'Request Access' })).toBeVisible();
    await visitor.getByLabel('Full Name').fill('Hoda Samir');
    await visitor.getByLabel('Email Address').fill('hoda@e2e.test');
    await visitor.getByLabel('Unit Number').fill('E-4');
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    // The spec's toast, and the server's reason kept in the form.
    await expect(toast(visitor).getByText('Request Failed')).toBeVisible();
    await expect(toast(visitor).getByText('Unable to submit request. Please try again.')).toBeVisible();
    const reason = visitor.getByRole('alert').filter({ hasText: 'Your request was not sent' });
    await expect(
      reason.getByText(/Too many attempts\. Please wait a moment and try again\. \(try again in .+\)/),
    ).toBeVisible();
    await expect(visitor.getByLabel('Full Name')).toHaveValue('Hoda Samir');
  });
});
