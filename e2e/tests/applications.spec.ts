import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiSession, jobPayload, SMALL_PDF } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, residentLogin, toast } from '../support/journey.ts';

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

describe('applications and removed items', () => {
  it('a resident applies with a real PDF; the admin opens the CV and moves the application to interview', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'yara@e2e.test' });
    const job = await admin.call<{ id: string }>('POST', '/admin/jobs', jobPayload());

    const resident = await freshPage(390, 844);
    await residentLogin(resident, app.url, 'yara@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/careers/${job.id}`);
    const dialog = resident.getByRole('dialog');
    await dialog.getByText('Apply for Frontend Developer').waitFor();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText('Phone number is required').waitFor();
    await dialog.getByLabel('Full Name').fill('Yara Samir');
    await dialog.getByLabel('Email').fill('yara@e2e.test');
    await dialog.getByLabel('Phone Number').fill('+20 122 333 4444');
    await dialog
      .getByLabel('CV / Resume')
      .setInputFiles({ name: 'yara-cv.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await dialog.getByLabel('Cover Letter').fill('I build accessible interfaces.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await toast(resident).getByText('Application Submitted').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await resident.waitForURL(`${app.url}/careers`);

    const page = await freshPage();
    await adminLogin(page, app.url);
    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.getByText('Yara Samir').waitFor();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Open CV of Yara Samir' }).click();
    const download = await downloadPromise;
    assert.equal(download.suggestedFilename(), 'yara-cv.pdf');
    const path = await download.path();
    assert.ok((await readFile(path)).subarray(0, 5).toString() === '%PDF-');

    await page.getByRole('combobox', { name: "Status of Yara Samir's application" }).click();
    await page.getByRole('option', { name: 'Interview' }).click();
    await toast(page).getByText('Application status updated to Interview.').waitFor();
    await page.reload();
    await page.getByText('Yara Samir').waitFor();
    assert.equal(
      await page.getByRole('combobox', { name: "Status of Yara Samir's application" }).inputValue(),
      'Interview',
    );
  });

  it('a file that claims to be a PDF but is not is refused', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'fake@e2e.test' });
    const job = await admin.call<{ id: string }>('POST', '/admin/jobs', jobPayload({ title: 'Night Guard' }));
    const resident = await freshPage();
    await residentLogin(resident, app.url, 'fake@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/careers/${job.id}`);
    const dialog = resident.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Fake Person');
    await dialog.getByLabel('Phone Number').fill('+20 122 000 0000');
    await dialog.getByLabel('CV / Resume').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a pdf'),
    });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await toast(resident).getByText('Submission Failed').waitFor();
    await toast(resident)
      .getByText(/not a real PDF/)
      .waitFor();
    assert.ok(await dialog.isVisible());
  });

  it('delete, find in Removed Items, restore, delete again, delete permanently', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/jobs', jobPayload({ title: 'Pool Lifeguard' }));
    const page = await freshPage();
    await adminLogin(page, app.url);
    const deleteFromJobs = async () => {
      await page.getByRole('tab', { name: 'Jobs', exact: true }).click();
      await page.getByRole('button', { name: 'Delete Pool Lifeguard' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('tab', { name: 'Removed Items' }).click();
      await page.getByRole('tab', { name: 'Removed Jobs (1)' }).waitFor();
      await page.getByText('Pool Lifeguard').waitFor();
    };
    await deleteFromJobs();
    await page.getByRole('button', { name: 'Restore Pool Lifeguard' }).click();
    await toast(page).getByText('The job was restored to the active list.').waitFor();
    await page.getByRole('tab', { name: 'Removed Jobs (0)' }).waitFor();
    await deleteFromJobs();
    await page.getByRole('button', { name: 'Delete Pool Lifeguard permanently' }).click();
    await page
      .getByText(
        'Are you sure you want to permanently delete this job or internship? This action cannot be undone.',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await toast(page).getByText('The job was permanently deleted.').waitFor();
    await page.getByRole('tab', { name: 'Removed Jobs (0)' }).waitFor();
  });
});
