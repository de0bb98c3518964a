import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { type RunningApp, startApp } from '../support/app.ts';
import { applySuccessfully, reviewApplication } from '../support/applications.ts';
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
  await page.getByRole('tab', { name: 'Jobs' }).click();
}

/** Picks an option in a Mantine Select, as a person would: open it, click the option. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function searchCareers(page: Page, text: string) {
  await page.goto(`${app.url}/careers`);
  await page.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();
  await page.getByLabel('Search jobs').fill(text);
}

/** Waits for the browser tab's title (React 19 renders it from the page). */
async function waitForTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title);
}

const TITLE = 'Community Garden Coordinator';

describe('jobs', () => {
  it('a resident posts a job, the admin approves it, the resident finds it and applies, the admin reviews the application and deletes the job', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await whitelist(admin, 'hana@e2e.test');

    // The resident, on a phone, posts a job through the dialog.
    const resident = await freshPage(375, 812);
    await residentLogin(resident, app.url, 'hana@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/careers`);
    await resident.getByRole('button', { name: 'Post a Job' }).click();
    const dialog = resident.getByRole('dialog', { name: 'Post a Job' });
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await dialog.getByText('Job title must be at least 2 characters').waitFor();
    await dialog.getByText('Please select industry').waitFor();

    await dialog.getByLabel('Job Title').fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Green Compound Association');
    await pick(resident, dialog, 'Your Role in Company', 'Director');
    await dialog.getByLabel('Location').fill('Compound Clubhouse');
    await pick(resident, dialog, 'Experience Level', 'Mid Level');
    await pick(resident, dialog, 'Industry', 'Operations');
    await pick(resident, dialog, 'Job Type', 'Part-time');
    await dialog.getByLabel('Salary Range').fill('10,000 EGP');
    await dialog
      .getByLabel('Job Description')
      .fill('Plan the planting calendar and lead weekend volunteers.');
    await dialog.getByLabel('Required Skills').fill('Gardening, Scheduling, Leadership, Budgeting');
    await dialog.getByLabel('Contact Email').fill('garden@e2e.test');
    await dialog.getByLabel('Contact Phone').fill('+20 100 555 0199');
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await toast(resident).getByText('Job Posted Successfully!').waitFor();
    await toast(resident).getByText('Your job posting has been submitted for admin approval.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Pending: not on /careers.
    await searchCareers(resident, 'garden coordinator');
    await resident.getByText('0 opportunities found').waitFor();
    await resident.getByText('No jobs found').waitFor();

    // The admin approves it in the Jobs tab (the default tab).
    await admin.reload();
    const row = admin.getByRole('listitem', { name: TITLE });
    await row.getByText('pending').waitFor();
    await admin.getByRole('button', { name: `Review ${TITLE}` }).click();
    const review = admin.getByRole('dialog', { name: 'Review Job' });
    await review.getByText('hana@e2e.test').waitFor();
    await review.getByText('+20 100 555 0199').waitFor();
    await review.getByRole('button', { name: 'Close' }).click();
    await admin.getByRole('button', { name: `Approve ${TITLE}` }).click();
    await toast(admin).getByText('Job approved successfully!').waitFor();
    await row.getByText('approved').waitFor();
    assert.equal(await admin.getByRole('button', { name: `Approve ${TITLE}` }).count(), 0);

    // The resident now finds it by search, without the contact details.
    await searchCareers(resident, 'GARDEN');
    const card = resident.getByRole('article', { name: TITLE });
    await card.waitFor();
    await resident.getByText('1 opportunity found').waitFor();
    await card.getByText('hana@e2e.test').waitFor();
    await card.getByText('+1 more').waitFor();
    assert.equal(await card.getByText('garden@e2e.test').count(), 0);

    // Apply Now opens the application dialog at /careers/{id}; closing returns to /careers.
    await card.getByRole('button', { name: /Apply Now/ }).click();
    await resident.waitForURL(/\/careers\/[0-9a-f-]{36}$/);
    await resident.getByRole('dialog').waitFor();
    await resident.keyboard.press('Escape');
    await resident.waitForURL(`${app.url}/careers`);

    // The resident applies to the job they posted, with a real PDF.
    await card.getByRole('button', { name: /Apply Now/ }).click();
    const apply = resident.getByRole('dialog', { name: new RegExp(`Apply for ${TITLE}`) });
    await applySuccessfully(resident, apply, {
      name: 'Hana Mostafa',
      email: 'hana@e2e.test',
      phone: '+20 100 555 0123',
      coverLetter: 'I have run the compound garden club for three years.',
      cv: { name: 'hana-mostafa-cv.pdf', buffer: pdf('Hana Mostafa - Garden Coordinator') },
    });
    await resident.waitForURL(`${app.url}/careers`);

    // The admin sees the application, opens the CV and moves it to interview.
    await reviewApplication(admin, {
      name: 'Hana Mostafa',
      cvName: 'hana-mostafa-cv.pdf',
      appliedFor: TITLE,
    });

    // The admin deletes the job; it leaves /careers.
    await admin.getByRole('tab', { name: 'Jobs', exact: true }).click();
    await admin.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await admin.getByText('Delete this job? It moves to Removed Items.').waitFor();
    await admin.getByRole('dialog', { name: 'Delete job' }).getByRole('button', { name: 'Delete' }).click();
    await toast(admin).getByText('Job moved to Removed Items.').waitFor();
    await row.waitFor({ state: 'detached' });

    await searchCareers(resident, 'garden');
    await resident.getByText('0 opportunities found').waitFor();
  });

  it('the admin creates a job that is published at once and filtered by industry', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    const form = admin.getByRole('form', { name: 'Create Job' });
    await form.getByLabel('Job Title').fill('Pool Lifeguard');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Compound Sports Club');
    await pick(admin, form, 'Your Role in Company', 'Manager');
    await form.getByLabel('Location').fill('Main Pool');
    await pick(admin, form, 'Experience Level', 'Entry Level');
    await pick(admin, form, 'Industry', 'Healthcare');
    await pick(admin, form, 'Job Type', 'Contract');
    await form.getByLabel('Job Description').fill('Keep swimmers safe through the summer season.');
    await form.getByLabel('Required Skills').fill('First aid, Swimming');
    await form.getByLabel('Contact Email').fill('club@e2e.test');
    await form.getByLabel('Contact Phone').fill('+20 100 555 0111');
    await form.getByRole('button', { name: 'Create Job' }).click();
    await toast(admin).getByText('Job created successfully!').waitFor();
    await admin.getByRole('listitem', { name: 'Pool Lifeguard' }).getByText('approved').waitFor();

    await whitelist(admin, 'karim@e2e.test');
    const resident = await freshPage();
    await residentLogin(resident, app.url, 'karim@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/careers`);
    const card = resident.getByRole('article', { name: 'Pool Lifeguard' });
    await card.waitFor();
    await pick(resident, resident.locator('main'), 'Industry', 'Finance');
    await card.waitFor({ state: 'detached' });
    await resident.getByText('Try adjusting your search or filter criteria.').waitFor();
    await pick(resident, resident.locator('main'), 'Industry', 'Healthcare');
    await card.waitFor();
    // A misspelt word finds the job all the same, and the page says what it searched for.
    await resident.getByLabel('Search jobs').fill('lifegard');
    await resident.getByText('No exact matches. Showing results for “lifeguard”.').waitFor();
    await card.waitFor();
  });

  it('the admin creates and edits a job with only the six fields admin.md requires; residents see it', async () => {
    const admin = await freshPage();
    await admin.goto(`${app.url}/admin-login`);
    await waitForTitle(admin, 'Admin Portal · Community Hub');
    await adminLogin(admin, app.url);
    await waitForTitle(admin, 'Admin Dashboard · Community Hub');

    const form = admin.getByRole('form', { name: 'Create Job' });
    // Location, skills, level, industry and job type are optional here, unlike on the residents' form.
    for (const label of ['Location', 'Required Skills']) {
      assert.equal(await form.getByRole('textbox', { name: label }).getAttribute('required'), null, label);
    }
    for (const label of ['Experience Level', 'Industry', 'Job Type']) {
      const select = form.getByRole('combobox', { name: label, exact: true });
      assert.equal(await select.getAttribute('required'), null, label);
    }
    await form.getByRole('button', { name: 'Create Job' }).click();
    await form.getByText('Job title is required').waitFor();
    await form.getByText('Contact phone is required').waitFor();
    assert.equal(await form.getByText('Please select industry').count(), 0);
    assert.equal(await form.getByText('Location must be at least 2 characters').count(), 0);

    await form.getByLabel('Job Title').fill('Gatehouse Receptionist');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Compound Management');
    await pick(admin, form, 'Your Role in Company', 'Manager');
    await form.getByLabel('Job Description').fill('Greet visitors.');
    await form.getByLabel('Contact Email').fill('gate@e2e.test');
    await form.getByLabel('Contact Phone').fill('1234');
    await form.getByRole('button', { name: 'Create Job' }).click();
    await toast(admin).getByText('Job created successfully!').waitFor();
    const row = admin.getByRole('listitem', { name: 'Gatehouse Receptionist' });
    await row.getByText('approved').waitFor();
    await row.getByText('Compound Management', { exact: true }).waitFor();

    // Edit: the optional fields can be added later.
    await row.getByRole('button', { name: 'Edit Gatehouse Receptionist' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Job' });
    await edit.getByLabel('Location').fill('Gate 1');
    await pick(admin, edit, 'Job Type', 'Part-time');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(admin).getByText('Job updated successfully!').waitFor();
    await row.getByText('Compound Management · Gate 1 · Part-time').waitFor();

    await whitelist(admin, 'samir@e2e.test');
    const resident = await freshPage();
    await resident.goto(`${app.url}/login`);
    await waitForTitle(resident, 'Resident Login · Community Hub');
    await residentLogin(resident, app.url, 'samir@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await waitForTitle(resident, 'Community Hub');
    await searchCareers(resident, 'gatehouse');
    await waitForTitle(resident, 'Careers · Community Hub');
    const card = resident.getByRole('article', { name: 'Gatehouse Receptionist' });
    await card.getByText('Gate 1').waitFor();
    await card.getByText('Part-time').waitFor();
    await card.getByText('Greet visitors.').waitFor();
  });
});
