import { jobPayload } from '../support/api.ts';
import { applySuccessfully, applyWithFakePdf, reviewApplication } from '../support/applications.ts';
import { residentLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// The Removed Items tab counts every removed job: this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url) });

test.describe('applications and removed items', () => {
  test('a resident applies with a real PDF; the admin opens the CV and moves the application to interview', async ({
    app,
    freshPage,
    adminPage,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'yara@e2e.test' });
    const job = await admin.call<{ id: string }>('POST', '/admin/jobs', jobPayload());

    const resident = await freshPage(390, 844);
    await residentLogin(resident, app.url, 'yara@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/careers/${job.id}`);
    const dialog = resident.getByRole('dialog');
    await expect(dialog.getByText('Apply for Frontend Developer')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await applySuccessfully(resident, dialog, {
      name: 'Yara Samir',
      email: 'yara@e2e.test',
      phone: '+20 122 333 4444',
      coverLetter: 'I build accessible interfaces.',
      cv: { name: 'yara-cv.pdf', buffer: pdf('Yara Samir - Frontend Developer') },
    });
    await resident.waitForURL(`${app.url}/careers`);

    const page = adminPage;
    await reviewApplication(page, {
      name: 'Yara Samir',
      cvName: 'yara-cv.pdf',
      appliedFor: 'Frontend Developer',
    });
  });

  test('a file that claims to be a PDF but is not is refused, with the reason under the CV field', async ({
    app,
    freshPage,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'fake@e2e.test' });
    const job = await admin.call<{ id: string }>('POST', '/admin/jobs', jobPayload({ title: 'Night Guard' }));
    const resident = await freshPage();
    await residentLogin(resident, app.url, 'fake@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/careers/${job.id}`);
    const dialog = resident.getByRole('dialog');
    // The request is held until the checks below are done: while it is on its way the dialog cannot be closed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await resident.route('**/api/applications', async (route) => {
      await released;
      await route.continue();
    });
    const attempt = applyWithFakePdf(resident, dialog, { name: 'Fake Person', phone: '+20 122 000 0000' });
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await resident.keyboard.press('Escape');
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    release();
    await attempt;
    await resident.unroute('**/api/applications');
    // The toast says only the spec's text; the reason is next to the field it concerns.
    await expect(toast(resident).getByText(/not a real PDF/)).toHaveCount(0);
  });

  test('delete, find in Removed Items, restore, delete again, delete permanently', async ({
    adminPage,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/jobs', jobPayload({ title: 'Pool Lifeguard' }));
    const page = adminPage;
    const deleteFromJobs = async (reason: string) => {
      await page.getByRole('tab', { name: 'Jobs', exact: true }).click();
      await page.getByRole('button', { name: 'Delete Pool Lifeguard' }).first().click();
      const confirmation = page.getByRole('dialog', { name: 'Delete job' });
      await confirmation.getByLabel('Reason for removal').fill(reason);
      await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(toast(page).getByText('Job moved to Removed Items.')).toBeVisible();
      await page.getByRole('tab', { name: 'Removed Items' }).click();
      await expect(page.getByRole('tab', { name: 'Removed Jobs (1)' })).toBeVisible();
      await expect(page.getByText('Pool Lifeguard')).toBeVisible();
      await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
    };
    await deleteFromJobs('Season over');
    await page.getByRole('button', { name: 'Restore Pool Lifeguard' }).click();
    await expect(toast(page).getByText('The job was restored to the active list.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Removed Jobs (0)' })).toBeVisible();
    await deleteFromJobs('Position filled by a resident');
    await page.getByRole('button', { name: 'Delete Pool Lifeguard permanently' }).click();
    await expect(
      page.getByText(
        'Are you sure you want to permanently delete this job or internship? This action cannot be undone.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Its applications and their CVs are deleted with the job.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(toast(page).getByText('The job was permanently deleted.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Removed Jobs (0)' })).toBeVisible();
  });
});
