import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiSession, jobPayload } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { APPLICATION_SUBMITTED, SUBMISSION_FAILED } from '../support/applications.ts';
import { launchBrowser } from '../support/browser.ts';
import { residentLogin, toast } from '../support/journey.ts';
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

async function signedIn(email: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await residentLogin(page, app.url, email);
  await page.waitForURL(`${app.url}/`);
  return page;
}

/** A resident's application through the API, with a CV: what they then have on file. */
async function applyThroughApi(email: string, jobId: string, cvName: string) {
  const resident = await apiSession(app.url, { email });
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

describe('the job journey', () => {
  it('1366 px: reads a job whole beside the list, applies with the CV on file, sees Applied, saves it; its link opens the same job', async () => {
    const admin = await apiSession(app.url, { admin: true });
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
    await applyThroughApi('lina@e2e.test', first.id, 'lina-cv.pdf');

    const page = await signedIn('lina@e2e.test', 1366, 900);
    await page.goto(`${app.url}/careers`);
    const card = page.getByRole('article', { name: 'Lab Technician' });
    // The requirements are on no card: the title opens the whole job beside the list.
    assert.equal(await card.getByText(REQUIREMENTS).count(), 0);
    await card.getByRole('link', { name: 'Lab Technician' }).click();
    const pane = page.getByRole('complementary', { name: 'Lab Technician' });
    await pane.getByText(REQUIREMENTS).waitFor();
    await pane.getByText('Sheikh Zayed').first().waitFor();
    assert.match(page.url(), new RegExp(`/careers\\?job=${job.id}$`));
    // The list is still there beside it.
    await page.getByRole('article', { name: 'Pharmacist' }).waitFor();
    // The card of the job applied to says so, with the application's status.
    await page.getByRole('article', { name: 'Pharmacist' }).getByText('Applied · Submitted').waitFor();

    // Apply from the pane: the dialog says what and where, and starts from what is on file.
    await pane.getByRole('button', { name: 'Apply Now: Lab Technician' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Apply for Lab Technician').waitFor();
    await dialog.getByText(/Sheikh Zayed · Full-time/).waitFor();
    await dialog.getByRole('link', { name: 'Read the full job' }).waitFor();
    const onFile = dialog.getByRole('radio', { name: 'Use the CV on file: lina-cv.pdf' });
    await onFile.waitFor();
    assert.equal(await onFile.isChecked(), true);
    await dialog.getByRole('radio', { name: 'Upload a different CV' }).waitFor();
    assert.equal(await dialog.getByLabel('Phone Number').inputValue(), '+20 100 222 3333');
    assert.equal(await dialog.getByLabel('Full Name').inputValue(), 'Lina Farouk');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page).getByText(APPLICATION_SUBMITTED, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: 'Lab Technician' }).getByText('Applied · Submitted').waitFor();

    // The committee received both applications, each with its CV.
    const applications = await admin.call<{
      items: { cvFileName: string | null; target: { title: string } }[];
    }>('GET', '/admin/applications?search=lina');
    assert.deepEqual(applications.items.map((item) => [item.target.title, item.cvFileName]).sort(), [
      ['Lab Technician', 'lina-cv.pdf'],
      ['Pharmacist', 'lina-cv.pdf'],
    ]);

    // Saved, then found under My Activity.
    await page.goto(`${app.url}/careers?job=${job.id}`);
    await pane.getByRole('button', { name: 'Save' }).click();
    await pane.getByRole('button', { name: 'Saved' }).waitFor();
    await page.goto(`${app.url}/my-activity`);
    await page.getByRole('region', { name: 'Saved' }).getByRole('link', { name: 'Lab Technician' }).click();
    await pane.getByText(REQUIREMENTS).waitFor();

    // The address opened fresh, in another browser, shows the same job.
    const other = await signedIn('lina@e2e.test', 1366, 900);
    await other.goto(`${app.url}/careers?job=${job.id}`);
    await other.getByRole('complementary', { name: 'Lab Technician' }).getByText(REQUIREMENTS).waitFor();
  });

  it('390 px: the whole job on a screen of its own, back to the list where it was; the committee is named; a second application is refused with its reason', async () => {
    const admin = await apiSession(app.url, { admin: true });
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

    const page = await signedIn('omar@e2e.test', 390, 844);
    await page.goto(`${app.url}/careers`);
    const card = page.getByRole('article', { name: 'Night Nurse' });
    // A job the committee published names the committee, never an administrator's own address.
    await card.getByText('Posted by the committee').waitFor();
    assert.equal(await page.getByText('admin@e2e.test').count(), 0);

    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 300, `the list scrolled (${scrolled})`);
    await card.getByRole('link', { name: 'Night Nurse' }).click();
    const view = page.getByRole('dialog', { name: 'Night Nurse' });
    await view.getByText(REQUIREMENTS).waitFor();
    await view.getByRole('button', { name: 'Back to the list' }).click();
    await view.waitFor({ state: 'hidden' });
    assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled) < 5, 'back where it was');

    // The browser's back closes it too.
    await card.getByRole('link', { name: 'Night Nurse' }).click();
    await view.getByText(REQUIREMENTS).waitFor();
    await page.goBack();
    await view.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).search, '');

    // The dialog opened before another device sent an application, on a page that did not hear of it (its live
    // updates cut): the server refuses the second one and the page says why.
    await page.route('**/api/events**', (route) => route.abort());
    await page.goto(`${app.url}/careers/${job.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Apply for Night Nurse').waitFor();
    await dialog.getByLabel('Full Name').fill('Omar Said');
    await dialog.getByLabel('Phone Number').fill('+20 111 000 2222');
    await dialog
      .getByLabel('CV / Resume')
      .setInputFiles({ name: 'omar.pdf', mimeType: 'application/pdf', buffer: pdf('Omar') });
    await applyThroughApi('omar@e2e.test', job.id, 'omar-first.pdf');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page).getByText(SUBMISSION_FAILED.title, { exact: true }).waitFor();
    await dialog.getByText('You have already applied to this job.').waitFor();

    // Opened again, the dialog says so instead of offering a form.
    await page.unroute('**/api/events**');
    await page.goto(`${app.url}/careers/${job.id}`);
    await page.getByRole('dialog').getByText('You have already applied').waitFor();
    assert.equal(
      await page.getByRole('dialog').getByRole('button', { name: 'Submit Application' }).count(),
      0,
    );
  });

  it('the home page shows what is new, each item linking to it', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'hoda@e2e.test' });
    await admin.call(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Pool Manager', requirements: REQUIREMENTS }),
    );

    const page = await signedIn('hoda@e2e.test', 390, 844);
    const news = page.getByRole('region', { name: 'This week' });
    await news.getByRole('link', { name: 'Pool Manager' }).click();
    await page.getByRole('dialog', { name: 'Pool Manager' }).getByText(REQUIREMENTS).waitFor();
  });
});
