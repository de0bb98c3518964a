import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiSession, jobPayload, SMALL_PDF } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, toast } from '../support/journey.ts';

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

async function uploadCv(email: string, fields: Record<string, string>) {
  const admin = await apiSession(app.url, { admin: true });
  await admin.call('POST', '/admin/whitelist', { email });
  const resident = await apiSession(app.url, { email });
  const form = new FormData();
  for (const [key, value] of Object.entries({ email, ...fields })) form.append(key, value);
  form.append('cv', new Blob([SMALL_PDF], { type: 'application/pdf' }), `${fields.name}.pdf`);
  await resident.call('POST', '/cvs', form);
}

describe('administrator tools', () => {
  it('CV-Job Match ranks the CVs with the job skills first and explains the score', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/jobs', jobPayload({ title: 'Frontend Developer' }));
    await uploadCv('amal@e2e.test', {
      name: 'Amal Fathy',
      title: 'Frontend Developer',
      section: 'Technology/IT',
      skills: 'JS, React, Postgres',
      yearsOfExperience: '3',
    });
    await uploadCv('basem@e2e.test', {
      name: 'Basem Aly',
      title: 'Web Developer',
      section: 'Technology/IT',
      skills: 'JavaScript, PHP',
      yearsOfExperience: '8',
    });
    await uploadCv('hany@e2e.test', {
      name: 'Hany Said',
      title: 'Accountant',
      section: 'Finance',
      skills: 'Excel, Accounting',
      yearsOfExperience: '2',
    });

    const page = await freshPage();
    await adminLogin(page, app.url);
    await page.getByRole('tab', { name: 'CV-Job Match' }).click();
    // Typed, as a person searches: the list of jobs answers the words (and may still be loading on a busy machine).
    const jobField = page
      .getByRole('textbox', { name: 'Job' })
      .or(page.getByRole('combobox', { name: 'Job' }))
      .first();
    await jobField.click();
    await jobField.fill('Frontend');
    await page.getByRole('option', { name: /Frontend Developer/ }).click();
    await page.getByText('1. Amal Fathy').waitFor();
    await page.getByText('2. Basem Aly').waitFor();
    assert.equal(await page.getByText('Hany Said').count(), 0);
    await page.getByText('3 years of experience').waitFor();
    await page.getByRole('button', { name: 'How the score is computed' }).click();
    await page.getByText(/Skills \(50%\)/).waitFor();
    await page.keyboard.press('Escape');

    // 'View Profile' opens that CV's profile in the showcase, the list searched for the name.
    await page.getByRole('link', { name: 'View profile of Amal Fathy' }).click();
    await page.getByRole('dialog', { name: "Amal Fathy's profile" }).waitFor();
    assert.equal(await page.getByLabel('Search CVs').inputValue(), 'Amal Fathy');
    await page.keyboard.press('Escape');
    await page.getByRole('article', { name: 'Amal Fathy' }).waitFor();
    await page.goBack();

    // The reverse, from a CV in the CVs tab: the open jobs that fit it best.
    await page.getByRole('tab', { name: 'CVs', exact: true }).click();
    await page.getByRole('button', { name: 'Matching jobs for Amal Fathy' }).click();
    const modal = page.getByRole('dialog', { name: 'Best matching jobs for Amal Fathy' });
    await modal.getByText('1. Frontend Developer').waitFor();
  });

  it('creates a backup, lists it and downloads it', async () => {
    const page = await freshPage();
    await adminLogin(page, app.url);
    await page.getByRole('tab', { name: 'Backup' }).click();
    await page.getByText('No backups found').waitFor();
    await page.getByRole('button', { name: 'Create Backup' }).click();
    await toast(page)
      .getByText(/Backup created/)
      .waitFor();
    await page.getByText(/\d+ files? · \d+ records?/).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download backup community-hub-/ }).click();
    const saved = await download;
    assert.match(saved.suggestedFilename(), /^community-hub-.*\.hubbackup$/);

    // Schedule Backup: off, daily or weekly, and how many to keep.
    await page
      .getByRole('combobox', { name: 'Interval' })
      .or(page.getByRole('textbox', { name: 'Interval' }))
      .first()
      .click();
    for (const option of ['Off', 'Daily', 'Weekly'])
      await page.getByRole('option', { name: option, exact: true }).waitFor();
    await page.getByRole('option', { name: 'Weekly', exact: true }).click();
    await page.getByRole('textbox', { name: 'Backups to keep' }).fill('3');
    await page.getByRole('button', { name: 'Save Schedule' }).click();
    await toast(page).getByText('Backup schedule saved.').waitFor();

    // Restore Backup asks first, with a clear warning; cancelling changes nothing.
    const archive = await readFile(await saved.path());
    await page
      .getByLabel('Backup file')
      .setInputFiles({ name: saved.suggestedFilename(), mimeType: 'application/gzip', buffer: archive });
    await page.getByRole('button', { name: 'Restore Backup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
    await dialog
      .getByText(/is replaced by community-hub-.*everyone, you included, is signed out.*cannot be undone/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Restore Backup' }).click();
    await dialog.getByRole('button', { name: 'Replace everything' }).click();
    await toast(page)
      .getByText(/Backup restored/)
      .waitFor();
    await page.waitForURL(`${app.url}/admin-login`);
  });
});
