import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiSession } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { residentLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';

/**
 * Pages know what the resident has: /cv-upload and /join-community open the resident's own CV and profile for
 * editing instead of a blank form the server would refuse, and a refused form says why.
 */
let app: RunningApp;
let browser: Browser;

const CV_OWNER = 'laila.cv@e2e.test';
const PROFILE_OWNER = 'karim.dir@e2e.test';

before(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  const admin = await apiSession(app.url, { admin: true });
  for (const email of [CV_OWNER, PROFILE_OWNER]) await admin.call('POST', '/admin/whitelist', { email });
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function freshPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signedIn(email: string, width: number, height: number) {
  const page = await freshPage(width, height);
  await residentLogin(page, app.url, email);
  await page.waitForURL(`${app.url}/`);
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

describe('pages know what the resident has', () => {
  it('/cv-upload opens the resident’s CV for editing; saving changes it, and no second entry appears (phone)', async () => {
    const resident = await apiSession(app.url, { email: CV_OWNER });
    const shared = await resident.call<{ id: string; cvStorageId: string }>(
      'POST',
      '/cvs',
      multipart(
        { name: 'Laila Mansour', email: CV_OWNER, title: 'Payroll Specialist', section: 'Finance' },
        { field: 'cv', name: 'laila-2025.pdf', content: pdf('Laila Mansour - Payroll') },
      ),
    );

    const page = await signedIn(CV_OWNER, 390, 844);
    await page.goto(`${app.url}/cv-upload`);
    await page.getByRole('heading', { name: 'Edit Your CV', level: 1 }).waitFor();
    await page.getByText('You already have a CV in the CV Showcase').waitFor();
    assert.equal(await page.getByLabel('Full Name').inputValue(), 'Laila Mansour');
    assert.equal(await page.getByLabel('Professional Title').inputValue(), 'Payroll Specialist');
    assert.equal(await page.getByRole('button', { name: 'Upload CV' }).count(), 0);
    await page.getByText('Optional: replaces laila-2025.pdf').waitFor();

    await page.getByLabel('Professional Title').fill('Senior Payroll Specialist');
    await page.getByLabel('New CV File').setInputFiles({
      name: 'laila-2026.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Laila Mansour - Senior Payroll'),
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page).getByText('CV updated successfully!').waitFor();
    await page.getByText('Optional: replaces laila-2026.pdf').waitFor();

    // One entry, the same one, changed.
    const found = await resident.call<{ items: { id: string; title: string; cvFileName: string }[] }>(
      'GET',
      `/cvs?search=${encodeURIComponent('Laila Mansour')}`,
    );
    assert.deepEqual(
      found.items.map(({ id, title, cvFileName }) => ({ id, title, cvFileName })),
      [{ id: shared.id, title: 'Senior Payroll Specialist', cvFileName: 'laila-2026.pdf' }],
    );
    // The showcase shows it changed, from the page's own link.
    await page.getByRole('link', { name: 'View in Showcase' }).click();
    await page
      .getByRole('dialog', { name: "Laila Mansour's profile" })
      .getByText('Senior Payroll Specialist')
      .waitFor();
  });

  it('/join-community opens the resident’s directory profile for editing (desktop)', async () => {
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

    const page = await signedIn(PROFILE_OWNER, 1366, 900);
    await page.goto(`${app.url}/join-community`);
    await page.getByRole('heading', { name: 'Edit Your Profile', level: 1 }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'Karim Adel');
    assert.equal(
      await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(),
      'Civil Engineer',
    );
    assert.equal(await page.getByRole('button', { name: 'Join Community' }).count(), 0);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Senior Civil Engineer');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Delta Build');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page).getByText('Profile updated successfully').waitFor();

    const listed = await resident.call<{ items: { id: string; title: string; company: string }[] }>(
      'GET',
      `/profiles?kind=professional&search=${encodeURIComponent('Karim Adel')}`,
    );
    assert.deepEqual(
      listed.items.map(({ id, title, company }) => ({ id, title, company })),
      [{ id: joined.id, title: 'Senior Civil Engineer', company: 'Delta Build' }],
    );
    await page.getByRole('link', { name: 'View Directory' }).click();
    await page.getByRole('article', { name: 'Karim Adel' }).getByText('Senior Civil Engineer').waitFor();
  });

  it('a list that failed to load says why, shows no count, and loads on Try again (desktop)', async () => {
    const page = await signedIn(CV_OWNER, 1366, 900);
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
    await failed.getByText('The showcase is resting.').waitFor();
    assert.equal(await page.getByText(/CVs? found/).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^All \(/ }).count(), 0);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(/\d+ CVs? found/).waitFor();
    await page.getByRole('button', { name: /^All \(\d+\)$/ }).waitFor();
    assert.equal(await failed.count(), 0);
  });

  it('the request-access form says why it was refused and when to try again (phone)', async () => {
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
      assert.equal(response.status, 201, await response.text());
    }

    const visitor = await freshPage(390, 844);
    await visitor.goto(`${app.url}/login`);
    await visitor.getByRole('button', { name: 'Request Access' }).click();
    await visitor.getByRole('heading', { name: 'Request Access' }).waitFor();
    await visitor.getByLabel('Full Name').fill('Hoda Samir');
    await visitor.getByLabel('Email Address').fill('hoda@e2e.test');
    await visitor.getByLabel('Unit Number').fill('E-4');
    await visitor.getByRole('button', { name: 'Submit Request' }).click();
    // The spec's toast, and the server's reason kept in the form.
    await toast(visitor).getByText('Request Failed').waitFor();
    await toast(visitor).getByText('Unable to submit request. Please try again.').waitFor();
    const reason = visitor.getByRole('alert').filter({ hasText: 'Your request was not sent' });
    await reason
      .getByText(/Too many attempts\. Please wait a moment and try again\. \(try again in .+\)/)
      .waitFor();
    assert.equal(await visitor.getByLabel('Full Name').inputValue(), 'Hoda Samir');
  });
});
