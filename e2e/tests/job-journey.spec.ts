import type { Page } from '@playwright/test';
import { apiSession, jobPayload } from '../support/api.ts';
import { APPLICATION_SUBMITTED, SUBMISSION_FAILED } from '../support/applications.ts';
import { residentLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';
import { expect, test } from '../support/fixtures.ts';

async function signedIn(page: Page, baseUrl: string, email: string): Promise<Page> {
  await residentLogin(page, baseUrl, email);
  await page.waitForURL(`${baseUrl}/`);
  return page;
}

/** A resident's application through the API, with a CV: what they then have on file. */
async function applyThroughApi(baseUrl: string, email: string, jobId: string, cvName: string) {
  const resident = await apiSession(baseUrl, { email });
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('applicantName', 'Lina Farouk');
  form.append('applicantEmail', email);
  form.append('applicantPhone', '+20 100 222 3333');
  form.append(
    'cv',
    new Blob([new Uint8Array(pdf('Lina Farouk - Pharmacist'))], { type: 'application/pdf' }),
    cvName,
  );
  return resident.call<{ id: string }>('POST', '/applications', form);
}

const REQUIREMENTS = 'A licence to practise and three years in a hospital laboratory.';

test.describe('the job journey', () => {
  test('1366 px: reads a job whole beside the list, applies with the CV on file, sees Applied, saves it; its link opens the same job', async ({
    app,
    freshPage,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'lina@e2e.test' });
    const first = await admin.call<{ id: string }>(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Pharmacist' }),
    );
    const job = await admin.call<{ id: string }>(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Lab Technician', requirements: REQUIREMENTS, location: 'Sheikh Zayed' }),
    );
    await applyThroughApi(app.url, 'lina@e2e.test', first.id, 'lina-cv.pdf');

    const page = await signedIn(await freshPage(1366, 900), app.url, 'lina@e2e.test');
    await page.goto(`${app.url}/careers`);
    const card = page.getByRole('article', { name: 'Lab Technician' });
    // The requirements are on no card: the title opens the whole job beside the list.
    await expect(card.getByText(REQUIREMENTS)).toHaveCount(0);
    await card.getByRole('link', { name: 'Lab Technician' }).click();
    const pane = page.getByRole('complementary', { name: 'Lab Technician' });
    await expect(pane.getByText(REQUIREMENTS)).toBeVisible();
    await expect(pane.getByText('Sheikh Zayed').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/careers\\?job=${job.id}$`));
    // The list is still there beside it.
    await expect(page.getByRole('article', { name: 'Pharmacist' })).toBeVisible();
    // The card of the job applied to says so, with the application's status.
    await expect(
      page.getByRole('article', { name: 'Pharmacist' }).getByText('Applied · Submitted'),
    ).toBeVisible();

    // Apply from the pane: the dialog says what and where, and starts from what is on file.
    await pane.getByRole('button', { name: 'Apply Now: Lab Technician' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Apply for Lab Technician')).toBeVisible();
    await expect(dialog.getByText(/Sheikh Zayed · Full-time/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Read the full job' })).toBeVisible();
    const onFile = dialog.getByRole('radio', { name: 'Use the CV on file: lina-cv.pdf' });
    await expect(onFile).toBeVisible();
    await expect(onFile).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Upload a different CV' })).toBeVisible();
    await expect(dialog.getByLabel('Phone Number')).toHaveValue('+20 100 222 3333');
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Lina Farouk');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page).getByText(APPLICATION_SUBMITTED, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('article', { name: 'Lab Technician' }).getByText('Applied · Submitted'),
    ).toBeVisible();

    // The committee received both applications, each with its CV.
    const applications = await admin.call<{
      items: { cvFileName: string | null; target: { title: string } }[];
    }>('GET', '/admin/applications?search=lina');
    expect(applications.items.map((item) => [item.target.title, item.cvFileName]).sort()).toEqual([
      ['Lab Technician', 'lina-cv.pdf'],
      ['Pharmacist', 'lina-cv.pdf'],
    ]);

    // Saved, then found under My Activity.
    await page.goto(`${app.url}/careers?job=${job.id}`);
    await pane.getByRole('button', { name: 'Save' }).click();
    await expect(pane.getByRole('button', { name: 'Saved' })).toBeVisible();
    await page.goto(`${app.url}/my-activity`);
    await page.getByRole('region', { name: 'Saved' }).getByRole('link', { name: 'Lab Technician' }).click();
    await expect(pane.getByText(REQUIREMENTS)).toBeVisible();

    // The address opened fresh, in another browser, shows the same job.
    const other = await signedIn(await freshPage(1366, 900), app.url, 'lina@e2e.test');
    await other.goto(`${app.url}/careers?job=${job.id}`);
    await expect(
      other.getByRole('complementary', { name: 'Lab Technician' }).getByText(REQUIREMENTS),
    ).toBeVisible();
  });

  test('390 px: the whole job on a screen of its own, back to the list where it was; the committee is named; a second application is refused with its reason', async ({
    app,
    freshPage,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'omar@e2e.test' });
    for (let index = 1; index <= 8; index += 1)
      await admin.call('POST', '/admin/jobs', jobPayload({ title: `Gardener ${index}` }));
    const job = await admin.call<{ id: string }>(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Night Nurse', requirements: REQUIREMENTS }),
    );
    for (let index = 9; index <= 11; index += 1)
      await admin.call('POST', '/admin/jobs', jobPayload({ title: `Gardener ${index}` }));

    const page = await signedIn(await freshPage(390, 844), app.url, 'omar@e2e.test');
    await page.goto(`${app.url}/careers`);
    const card = page.getByRole('article', { name: 'Night Nurse' });
    // A job the committee published names the committee, never an administrator's own address.
    await expect(card.getByText('Posted by the committee')).toBeVisible();
    await expect(page.getByText('admin@e2e.test')).toHaveCount(0);

    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'the list scrolled').toBeGreaterThan(300);
    await card.getByRole('link', { name: 'Night Nurse' }).click();
    const view = page.getByRole('dialog', { name: 'Night Nurse' });
    await expect(view.getByText(REQUIREMENTS)).toBeVisible();
    await view.getByRole('button', { name: 'Back to the list' }).click();
    await expect(view).toBeHidden();
    expect(
      Math.abs((await page.evaluate(() => window.scrollY)) - scrolled),
      'back where it was',
    ).toBeLessThan(5);

    // The browser's back closes it too.
    await card.getByRole('link', { name: 'Night Nurse' }).click();
    await expect(view.getByText(REQUIREMENTS)).toBeVisible();
    await page.goBack();
    await expect(view).toBeHidden();
    expect(new URL(page.url()).search).toBe('');

    // The dialog opened before another device sent an application, on a page that did not hear of it (its live
    // updates cut): the server refuses the second one and the page says why.
    await page.route('**/api/events**', (route) => route.abort());
    await page.goto(`${app.url}/careers/${job.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Apply for Night Nurse')).toBeVisible();
    await dialog.getByLabel('Full Name').fill('Omar Said');
    await dialog.getByLabel('Phone Number').fill('+20 111 000 2222');
    await dialog
      .getByLabel('CV / Resume')
      .setInputFiles({ name: 'omar.pdf', mimeType: 'application/pdf', buffer: pdf('Omar') });
    await applyThroughApi(app.url, 'omar@e2e.test', job.id, 'omar-first.pdf');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page).getByText(SUBMISSION_FAILED.title, { exact: true })).toBeVisible();
    await expect(dialog.getByText('You have already applied to this job.')).toBeVisible();

    // Opened again, the dialog says so instead of offering a form.
    await page.unroute('**/api/events**');
    await page.goto(`${app.url}/careers/${job.id}`);
    await expect(page.getByRole('dialog').getByText('You have already applied')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  });

  test('the home page shows what is new, each item linking to it', async ({ app, freshPage, adminApi }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'hoda@e2e.test' });
    await admin.call(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Pool Manager', requirements: REQUIREMENTS }),
    );

    const page = await signedIn(await freshPage(390, 844), app.url, 'hoda@e2e.test');
    const news = page.getByRole('region', { name: 'This week' });
    await news.getByRole('link', { name: 'Pool Manager' }).click();
    await expect(page.getByRole('dialog', { name: 'Pool Manager' }).getByText(REQUIREMENTS)).toBeVisible();
  });
});
