import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, residentLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';

let app: RunningApp;
let browser: Browser;

before(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function freshPage(width = 1366, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
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

/** Picks an option in a Mantine Select, as a person would: open it, click the option. */
async function pick(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const RESIDENT = 'yasmin@e2e.test';
const NAME = 'Yasmin Fathy';
const card = (page: Page, name = NAME) => page.getByRole('article', { name });

async function viewCvDownload(page: Page, scope: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: /^View CV/ }).click(),
  ]);
  return download;
}

describe('CV showcase', () => {
  it('a resident uploads a CV, finds it under its section, opens the file and edits it with a new one', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await whitelist(admin, RESIDENT);
    await whitelist(admin, 'omar.cv@e2e.test');

    const page = await freshPage();
    await residentLogin(page, app.url, RESIDENT);
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/cv-upload`);
    await page.getByRole('heading', { name: 'Upload CV', level: 1 }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue(), RESIDENT);

    // The required fields first, then the file.
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await page.getByText('Professional title is required').waitFor();
    await page.getByText('Section is required').waitFor();

    await page.getByLabel('Full Name').fill(NAME);
    await page.getByLabel('Phone').fill('+20 100 555 0142');
    await page.getByLabel('Professional Title').fill('Financial Analyst');
    await pick(page, page, 'Section', 'Finance');
    await page.getByLabel('Bio').fill('I help small businesses plan their cash flow.');
    await page.getByLabel('Skills').fill('Budgeting, Forecasting, Excel, SAP, IFRS');
    await page
      .getByRole('textbox', { name: 'Experience', exact: true })
      .fill('Six years in corporate finance.');
    await page.getByLabel('Education').fill('BCom, Cairo University');
    await page.getByLabel('Years of Experience').fill('6');
    await page.getByLabel('LinkedIn URL').fill('linkedin.com/in/yasmin-fathy');
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await toast(page).getByText('Please select a CV file').waitFor();
    // The toast has the spec's words; the field says it in its own, so the text is on the screen once.
    assert.equal(await page.getByText('Please select a CV file').count(), 1);
    await page.getByText('CV file is required').waitFor();

    await page.getByLabel('CV File').setInputFiles({
      name: 'yasmin-fathy-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Yasmin Fathy - Financial Analyst'),
    });
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await toast(page).getByText('Your CV has been uploaded successfully!').waitFor();
    await page.getByRole('heading', { name: 'CV Uploaded Successfully!' }).waitFor();
    await page.getByText('within 24 hours').waitFor();
    await page.getByRole('button', { name: 'Upload Another CV' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();

    // The showcase: its section counts it, and choosing the section shows the card.
    await page.goto(`${app.url}/cv-showcase`);
    await page.getByRole('heading', { name: 'CV Showcase', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Share Your CV' }).waitFor();
    await page.getByRole('button', { name: 'All (1)' }).waitFor();
    // Empty sections are no choice.
    assert.equal(await page.getByRole('button', { name: /^Marketing/ }).count(), 0);
    await page.getByRole('button', { name: 'Finance (1)' }).click();
    assert.equal(
      await page.getByRole('button', { name: 'Finance (1)' }).getAttribute('aria-pressed'),
      'true',
    );
    const entry = card(page);
    await entry.getByText('Financial Analyst').waitFor();
    await entry.getByText('+2 more').waitFor();
    assert.equal(
      await entry.getByRole('link', { name: `LinkedIn profile of ${NAME}` }).getAttribute('href'),
      'https://linkedin.com/in/yasmin-fathy',
    );
    await page.getByLabel('Search CVs').fill('forecasting');
    await page.getByRole('button', { name: 'All (1)' }).waitFor();
    await page.getByLabel('Search CVs').fill('nobody here');
    await page.getByText('No CVs found').waitFor();
    await page.getByLabel('Search CVs').fill('');
    await entry.waitFor();

    // The profile modal, then the CV file itself.
    await entry.getByRole('button', { name: `View Profile of ${NAME}` }).click();
    const profile = page.getByRole('dialog', { name: `${NAME}'s profile` });
    await profile.getByText('BCom, Cairo University').waitFor();
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });
    const first = await viewCvDownload(page, entry);
    assert.equal(first.suggestedFilename(), 'yasmin-fathy-cv.pdf');

    // The file as stored now, read with the resident's own session, to check it is gone after the edit.
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    const fileStatus = async (storageId: string) =>
      (
        await fetch(`${app.url}/api/files/${storageId}`, {
          headers: { authorization: `Bearer ${sessionId}` },
        })
      ).status;
    const cvOf = async () => {
      const response = await fetch(`${app.url}/api/cvs?search=${encodeURIComponent(NAME)}`, {
        headers: { authorization: `Bearer ${sessionId}` },
      });
      const { items } = (await response.json()) as { items: { cvStorageId: string }[] };
      assert.equal(items.length, 1);
      return items[0]?.cvStorageId ?? '';
    };
    const oldStorageId = await cvOf();
    assert.equal(await fileStatus(oldStorageId), 200);

    // The owner edits it with a new file.
    await entry.getByRole('button', { name: `Edit ${NAME}'s CV` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit CV' });
    await dialog.getByLabel('Professional Title').fill('Senior Financial Analyst');
    await dialog.getByLabel('New CV File').setInputFiles({
      name: 'yasmin-fathy-cv-2026.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Yasmin Fathy - Senior Financial Analyst - treasury hedging'),
    });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page).getByText('CV updated successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await entry.getByText('Senior Financial Analyst').waitFor();
    const second = await viewCvDownload(page, entry);
    assert.equal(second.suggestedFilename(), 'yasmin-fathy-cv-2026.pdf');
    // The old file is gone from storage; the new one is there.
    const newStorageId = await cvOf();
    assert.notEqual(newStorageId, oldStorageId);
    assert.equal(await fileStatus(oldStorageId), 404);
    assert.equal(await fileStatus(newStorageId), 200);
    // The words inside the new file are searchable, though no form field has them.
    await page.getByLabel('Search CVs').fill('nobody here');
    await page.getByText('No CVs found').waitFor();
    await page.getByLabel('Search CVs').fill('hedging');
    await entry.waitFor();
    // The search is kept in the address.
    await page.waitForURL(/\/cv-showcase\?search=hedging$/);
    await page.getByLabel('Search CVs').fill('');

    // Another resident sees it, opens nothing to edit: the lock is disabled.
    const other = await freshPage(375, 812);
    await residentLogin(other, app.url, 'omar.cv@e2e.test');
    await other.waitForURL(`${app.url}/`);
    await other.goto(`${app.url}/cv-showcase`);
    const seen = card(other);
    await seen.getByText('Senior Financial Analyst').waitFor();
    assert.equal(await seen.getByRole('button', { name: 'Only the owner can edit' }).isDisabled(), true);
    assert.equal(await seen.getByRole('button', { name: `Edit ${NAME}'s CV` }).count(), 0);
  });

  it('the admin sees the CV in the CVs tab, views it and deletes it', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await admin.getByRole('tab', { name: 'CVs' }).click();
    const entry = admin.getByRole('article', { name: `CV of ${NAME}` });
    await entry.getByText('yasmin-fathy-cv-2026.pdf', { exact: false }).waitFor();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      entry.getByRole('button', { name: `View CV of ${NAME}` }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'yasmin-fathy-cv-2026.pdf');
    await entry.getByRole('button', { name: `Delete CV of ${NAME}` }).click();
    await admin.getByRole('dialog', { name: 'Delete CV' }).getByRole('button', { name: 'Delete' }).click();
    await toast(admin).getByText('CV deleted successfully!').waitFor();
    await admin.getByText('No CVs uploaded yet').waitFor();
  });
});
