import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiSession, jobPayload } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { applySuccessfully, applyWithFakePdf, reviewApplication } from '../support/applications.ts';
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
    await applySuccessfully(resident, dialog, {
      name: 'Yara Samir',
      email: 'yara@e2e.test',
      phone: '+20 122 333 4444',
      coverLetter: 'I build accessible interfaces.',
      cv: { name: 'yara-cv.pdf', buffer: pdf('Yara Samir - Frontend Developer') },
    });
    await resident.waitForURL(`${app.url}/careers`);

    const page = await freshPage();
    await adminLogin(page, app.url);
    await reviewApplication(page, {
      name: 'Yara Samir',
      cvName: 'yara-cv.pdf',
      appliedFor: 'Frontend Developer',
    });
  });

  it('a file that claims to be a PDF but is not is refused, with the reason under the CV field', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'fake@e2e.test' });
    const job = await admin.call<{ id: string }>('POST', '/admin/jobs', jobPayload({ title: 'Night Guard' }));
    const resident = await freshPage();
    await residentLogin(resident, app.url, 'fake@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/careers/${job.id}`);
    const dialog = resident.getByRole('dialog');
    // The answer is held back a moment: while it is on its way the dialog cannot be closed.
    await resident.route('**/api/applications', async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    const attempt = applyWithFakePdf(resident, dialog, { name: 'Fake Person', phone: '+20 122 000 0000' });
    await dialog.getByRole('button', { name: 'Submitting...' }).waitFor();
    assert.ok(await dialog.getByRole('button', { name: 'Close' }).isDisabled());
    assert.ok(await dialog.getByRole('button', { name: 'Cancel' }).isDisabled());
    await resident.keyboard.press('Escape');
    await attempt;
    await resident.unroute('**/api/applications');
    // The toast says only the spec's text; the reason is next to the field it concerns.
    assert.equal(
      await toast(resident)
        .getByText(/not a real PDF/)
        .count(),
      0,
    );
  });

  it('delete, find in Removed Items, restore, delete again, delete permanently', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/jobs', jobPayload({ title: 'Pool Lifeguard' }));
    const page = await freshPage();
    await adminLogin(page, app.url);
    const deleteFromJobs = async (reason: string) => {
      await page.getByRole('tab', { name: 'Jobs', exact: true }).click();
      await page.getByRole('button', { name: 'Delete Pool Lifeguard' }).first().click();
      const confirmation = page.getByRole('dialog', { name: 'Delete job' });
      await confirmation.getByLabel('Reason for removal').fill(reason);
      await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
      await toast(page).getByText('Job moved to Removed Items.').waitFor();
      await page.getByRole('tab', { name: 'Removed Items' }).click();
      await page.getByRole('tab', { name: 'Removed Jobs (1)' }).waitFor();
      await page.getByText('Pool Lifeguard').waitFor();
      await page.getByText(`Reason: ${reason}`).waitFor();
    };
    await deleteFromJobs('Season over');
    await page.getByRole('button', { name: 'Restore Pool Lifeguard' }).click();
    await toast(page).getByText('The job was restored to the active list.').waitFor();
    await page.getByRole('tab', { name: 'Removed Jobs (0)' }).waitFor();
    await deleteFromJobs('Position filled by a resident');
    await page.getByRole('button', { name: 'Delete Pool Lifeguard permanently' }).click();
    await page
      .getByText(
        'Are you sure you want to permanently delete this job or internship? This action cannot be undone.',
      )
      .waitFor();
    await page.getByText('Its applications and their CVs are deleted with the job.').waitFor();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await toast(page).getByText('The job was permanently deleted.').waitFor();
    await page.getByRole('tab', { name: 'Removed Jobs (0)' }).waitFor();
  });
});
