import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, residentLogin, toast } from '../support/journey.ts';

let app: RunningApp;
let browser: Browser;
let imageDir: string;

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

before(async () => {
  imageDir = await mkdtemp(join(tmpdir(), 'hub-e2e-images-'));
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
  if (imageDir) await rm(imageDir, { recursive: true, force: true });
});

async function freshPage(width = 1366, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await toast(page).getByText('Email added to whitelist successfully!').waitFor();
}

/** Waits until a locator matches exactly `count` elements. */
async function waitForCount(locator: Locator, count: number, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while ((await locator.count()) !== count) {
    if (Date.now() > deadline) assert.equal(await locator.count(), count);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Signs the administrator in through the API and returns the bearer header, for setting up data. */
async function adminApi() {
  const response = await fetch(`${app.url}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  assert.equal(response.status, 200);
  const { sessionId } = (await response.json()) as { sessionId: string };
  return { authorization: `Bearer ${sessionId}`, 'content-type': 'application/json' };
}

const TITLE = 'Fresh Bakery Discount';

describe('home statistics and community benefits', () => {
  it('the home statistics count what residents can see', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await whitelist(admin, 'rania@e2e.test');

    const resident = await freshPage(375, 812);
    await residentLogin(resident, app.url, 'rania@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    for (const label of ['Job Opportunities', 'Internships', 'Learning Resources', 'CV Showcase']) {
      await resident.getByRole('link', { name: `0 ${label}`, exact: true }).waitFor();
    }

    // An approved job created by the administrator counts; a pending one does not exist for residents.
    const response = await fetch(`${app.url}/api/admin/jobs`, {
      method: 'POST',
      headers: await adminApi(),
      body: JSON.stringify({
        title: 'Pool Lifeguard',
        company: 'Compound Sports Club',
        posterRole: 'Manager',
        location: 'Main Pool',
        description: 'Keep swimmers safe during summer weekends.',
        skills: 'First aid, Swimming',
        contactEmail: 'club@e2e.test',
        contactPhone: '+20 100 555 0123',
        experienceLevel: 'Entry Level',
        industry: 'Other',
        jobType: 'Part-time',
      }),
    });
    assert.equal(response.status, 201);

    await resident.reload();
    const jobs = resident.getByRole('link', { name: '1 Job Opportunities', exact: true });
    await jobs.waitFor();
    await resident.getByRole('link', { name: '0 Internships', exact: true }).waitFor();
    await jobs.click();
    await resident.waitForURL(`${app.url}/careers`);
  });

  it('an admin adds a benefit with seven images for the homepage; residents see it until it is deactivated', async () => {
    const images = await Promise.all(
      Array.from({ length: 7 }, async (_, index) => {
        const path = join(imageDir, `shop-${index + 1}.png`);
        await writeFile(path, PNG);
        return path;
      }),
    );

    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await whitelist(admin, 'karim@e2e.test');
    await admin.getByRole('tab', { name: 'Benefits' }).click();
    await admin.getByText('No benefits yet').waitFor();
    await admin.getByRole('button', { name: 'Add Benefit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Community Benefit' });

    // Required fields are named in plain words.
    await dialog.getByRole('button', { name: 'Create Benefit' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Valid until is required').waitFor();

    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('Bread and pastries for residents, fresh every morning.');
    await dialog.getByLabel('Business Name').fill('Nour Bakery');
    await dialog.getByLabel('Location').fill('Gate 2 Plaza');
    await dialog.getByLabel('Discount Percentage').fill('20');
    await dialog.getByLabel('Category').fill('Dining');
    await dialog.getByLabel('Valid Until').fill('2030-12-31');
    // A new benefit is active and off the homepage unless ticked otherwise.
    assert.equal(await dialog.getByRole('checkbox', { name: 'Active', exact: true }).isChecked(), true);
    assert.equal(await dialog.getByRole('checkbox', { name: 'Show on Homepage' }).isChecked(), false);
    await dialog.getByLabel('Images').setInputFiles(images);
    await waitForCount(dialog.getByRole('button', { name: /^Remove image \d/ }), 7);
    // Saving waits for the uploads; the button reads 'Create Benefit' again once they are done.
    await dialog.getByRole('button', { name: 'Create Benefit' }).click();
    await toast(admin).getByText('Benefit created successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const row = admin.getByRole('listitem', { name: TITLE });
    await row.getByText('Valid until: 2030-12-31').waitFor();
    await row.getByRole('switch', { name: `Show ${TITLE} on homepage` }).click();
    await toast(admin).getByText('Benefit added to the homepage.').waitFor();
    await row.getByText('Homepage', { exact: true }).first().waitFor();

    // The resident sees it on the home page: five tiles, the fifth saying two more.
    const resident = await freshPage(375, 812);
    await residentLogin(resident, app.url, 'karim@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    const card = resident.getByRole('article', { name: TITLE });
    await card.waitFor();
    await waitForCount(card.getByRole('img'), 5);
    await card.getByText('+2', { exact: true }).waitFor();
    await card.getByText('20% OFF').waitFor();
    await card.getByText('Nour Bakery').waitFor();
    await card.getByText('Valid until: December 31, 2030').waitFor();
    const firstImage = card.getByRole('img', { name: `${TITLE}, image 1 of 7` });
    assert.ok(await firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));

    await resident.goto(`${app.url}/community-benefits`);
    await resident.getByRole('heading', { name: 'Community Benefits', level: 1 }).waitFor();
    await resident.getByRole('article', { name: TITLE }).waitFor();
    await resident
      .getByText('More benefits coming soon! Stay tuned for exclusive resident offers.')
      .waitFor();

    // Deactivated, it disappears from both places.
    await row.getByRole('button', { name: `Deactivate ${TITLE}` }).click();
    await toast(admin).getByText('Benefit deactivated successfully!').waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();

    await resident.reload();
    await resident
      .getByText('No community benefits are currently available. Check back soon for exclusive offers!')
      .waitFor();
    assert.equal(await resident.getByRole('article', { name: TITLE }).count(), 0);

    const homeBenefits = resident.waitForResponse((response) =>
      response.url().includes('/api/benefits?homepage=true'),
    );
    await resident.goto(`${app.url}/`);
    await homeBenefits;
    await resident.getByRole('link', { name: '1 Job Opportunities', exact: true }).waitFor();
    await resident.getByText('Loading Community Benefits...').waitFor({ state: 'hidden' });
    assert.equal(await resident.getByRole('article', { name: TITLE }).count(), 0);
    // With nothing to show, the home page section says so, as the full page does.
    await resident
      .getByText('No community benefits are currently available. Check back soon for exclusive offers!')
      .waitFor();

    // The edit dialog shows both flags as they are, and saves them.
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Benefit' });
    const active = edit.getByRole('checkbox', { name: 'Active', exact: true });
    const onHomepage = edit.getByRole('checkbox', { name: 'Show on Homepage' });
    assert.equal(await active.isChecked(), false);
    assert.equal(await onHomepage.isChecked(), true);
    await active.check();
    await onHomepage.uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(admin).getByText('Benefit updated successfully!').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await waitForCount(row.getByText('Homepage', { exact: true }), 1);
    assert.equal(await row.getByRole('switch', { name: `Show ${TITLE} on homepage` }).isChecked(), false);
  });
});
