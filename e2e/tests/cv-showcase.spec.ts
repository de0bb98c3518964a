import type { Locator, Page } from '@playwright/test';
import { residentLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// The showcase's sections count every CV: this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url) });

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await expect(toast(page).getByText('Email added to whitelist successfully!')).toBeVisible();
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

test.describe('CV showcase', () => {
  test('a resident uploads a CV, finds it under its section, opens the file and edits it with a new one', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const admin = adminPage;
    await whitelist(admin, RESIDENT);
    await whitelist(admin, 'omar.cv@e2e.test');

    const page = await freshPage();
    await residentLogin(page, app.url, RESIDENT);
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/cv-upload`);
    await expect(page.getByRole('heading', { name: 'Upload CV', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(RESIDENT);

    // The required fields first, then the file.
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await expect(page.getByText('Professional title is required')).toBeVisible();
    await expect(page.getByText('Section is required')).toBeVisible();

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
    await expect(toast(page).getByText('Please select a CV file')).toBeVisible();
    // The toast has the spec's words; the field says it in its own, so the text is on the screen once.
    await expect(page.getByText('Please select a CV file')).toHaveCount(1);
    await expect(page.getByText('CV file is required')).toBeVisible();

    await page.getByLabel('CV File').setInputFiles({
      name: 'yasmin-fathy-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Yasmin Fathy - Financial Analyst'),
    });
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await expect(toast(page).getByText('Your CV has been uploaded successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CV Uploaded Successfully!' })).toBeVisible();
    await expect(page.getByText('within 24 hours')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Another CV' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();

    // The showcase: its section counts it, and choosing the section shows the card.
    await page.goto(`${app.url}/cv-showcase`);
    await expect(page.getByRole('heading', { name: 'CV Showcase', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Share Your CV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All (1)' })).toBeVisible();
    // Empty sections are no choice.
    await expect(page.getByRole('button', { name: /^Marketing/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Finance (1)' }).click();
    await expect(page.getByRole('button', { name: 'Finance (1)' })).toHaveAttribute('aria-pressed', 'true');
    const entry = card(page);
    await expect(entry.getByText('Financial Analyst')).toBeVisible();
    await expect(entry.getByText('+2 more')).toBeVisible();
    await expect(entry.getByRole('link', { name: `LinkedIn profile of ${NAME}` })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/yasmin-fathy',
    );
    await page.getByLabel('Search CVs').fill('forecasting');
    await expect(page.getByRole('button', { name: 'All (1)' })).toBeVisible();
    await page.getByLabel('Search CVs').fill('nobody here');
    await expect(page.getByText('No CVs found')).toBeVisible();
    await page.getByLabel('Search CVs').fill('');
    await expect(entry).toBeVisible();

    // The profile modal, then the CV file itself.
    await entry.getByRole('button', { name: `View Profile of ${NAME}` }).click();
    const profile = page.getByRole('dialog', { name: `${NAME}'s profile` });
    await expect(profile.getByText('BCom, Cairo University')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();
    const first = await viewCvDownload(page, entry);
    expect(first.suggestedFilename()).toBe('yasmin-fathy-cv.pdf');

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
      expect(items.length).toBe(1);
      return items[0]?.cvStorageId ?? '';
    };
    const oldStorageId = await cvOf();
    expect(await fileStatus(oldStorageId)).toBe(200);

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
    await expect(toast(page).getByText('CV updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(entry.getByText('Senior Financial Analyst')).toBeVisible();
    const second = await viewCvDownload(page, entry);
    expect(second.suggestedFilename()).toBe('yasmin-fathy-cv-2026.pdf');
    // The old file is gone from storage; the new one is there.
    const newStorageId = await cvOf();
    expect(newStorageId).not.toBe(oldStorageId);
    expect(await fileStatus(oldStorageId)).toBe(404);
    expect(await fileStatus(newStorageId)).toBe(200);
    // The words inside the new file are searchable, though no form field has them.
    await page.getByLabel('Search CVs').fill('nobody here');
    await expect(page.getByText('No CVs found')).toBeVisible();
    await page.getByLabel('Search CVs').fill('hedging');
    await expect(entry).toBeVisible();
    // The search is kept in the address.
    await page.waitForURL(/\/cv-showcase\?search=hedging$/);
    await page.getByLabel('Search CVs').fill('');

    // Another resident sees it, opens nothing to edit: the lock is disabled.
    const other = await freshPage(375, 812);
    await residentLogin(other, app.url, 'omar.cv@e2e.test');
    await other.waitForURL(`${app.url}/`);
    await other.goto(`${app.url}/cv-showcase`);
    const seen = card(other);
    await expect(seen.getByText('Senior Financial Analyst')).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Only the owner can edit' })).toBeDisabled();
    await expect(seen.getByRole('button', { name: `Edit ${NAME}'s CV` })).toHaveCount(0);
  });

  test('the admin sees the CV in the CVs tab, views it and deletes it', async ({ adminPage }) => {
    const admin = adminPage;
    await admin.getByRole('tab', { name: 'CVs' }).click();
    const entry = admin.getByRole('article', { name: `CV of ${NAME}` });
    await expect(entry.getByText('yasmin-fathy-cv-2026.pdf', { exact: false })).toBeVisible();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      entry.getByRole('button', { name: `View CV of ${NAME}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('yasmin-fathy-cv-2026.pdf');
    await entry.getByRole('button', { name: `Delete CV of ${NAME}` }).click();
    await admin.getByRole('dialog', { name: 'Delete CV' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(admin).getByText('CV deleted successfully!')).toBeVisible();
    await expect(admin.getByText('No CVs uploaded yet')).toBeVisible();
  });
});
