import type { Locator, Page } from '@playwright/test';
import { applySuccessfully, reviewApplication } from '../support/applications.ts';
import { adminLogin, residentLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// The careers search counts what it finds: this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url) });

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await expect(toast(page).getByText('Email added to whitelist successfully!')).toBeVisible();
  await page.getByRole('tab', { name: 'Jobs' }).click();
}

/** Picks an option in a Mantine Select, as a person would: open it, click the option. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function searchCareers(page: Page, baseUrl: string, text: string) {
  await page.goto(`${baseUrl}/careers`);
  await expect(page.getByRole('heading', { name: 'Careers', level: 1 })).toBeVisible();
  await page.getByLabel('Search jobs').fill(text);
}

/** Waits for the browser tab's title (React 19 renders it from the page). */
async function waitForTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title);
}

const TITLE = 'Community Garden Coordinator';

test.describe('jobs', () => {
  test('a resident posts a job, the admin approves it, the resident finds it and applies, the admin reviews the application and deletes the job', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const admin = adminPage;
    await whitelist(admin, 'hana@e2e.test');

    // The resident, on a phone, posts a job through the dialog.
    const resident = await freshPage(375, 812);
    await residentLogin(resident, app.url, 'hana@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/careers`);
    await resident.getByRole('button', { name: 'Post a Job' }).click();
    const dialog = resident.getByRole('dialog', { name: 'Post a Job' });
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await expect(dialog.getByText('Job title must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Please select industry')).toBeVisible();

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
    await expect(toast(resident).getByText('Job Posted Successfully!')).toBeVisible();
    await expect(
      toast(resident).getByText('Your job posting has been submitted for admin approval.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // Pending: not on /careers.
    await searchCareers(resident, app.url, 'garden coordinator');
    await expect(resident.getByText('0 opportunities found')).toBeVisible();
    await expect(resident.getByText('No jobs found')).toBeVisible();

    // The admin approves it in the Jobs tab (the default tab).
    await admin.reload();
    const row = admin.getByRole('listitem', { name: TITLE });
    await expect(row.getByText('pending')).toBeVisible();
    await admin.getByRole('button', { name: `Review ${TITLE}` }).click();
    const review = admin.getByRole('dialog', { name: 'Review Job' });
    await expect(review.getByText('hana@e2e.test')).toBeVisible();
    await expect(review.getByText('+20 100 555 0199')).toBeVisible();
    await review.getByRole('button', { name: 'Close' }).click();
    await admin.getByRole('button', { name: `Approve ${TITLE}` }).click();
    await expect(toast(admin).getByText('Job approved successfully!')).toBeVisible();
    await expect(row.getByText('approved')).toBeVisible();
    await expect(admin.getByRole('button', { name: `Approve ${TITLE}` })).toHaveCount(0);

    // The resident now finds it by search, without the contact details.
    await searchCareers(resident, app.url, 'GARDEN');
    const card = resident.getByRole('article', { name: TITLE });
    await expect(card).toBeVisible();
    await expect(resident.getByText('1 opportunity found')).toBeVisible();
    await expect(card.getByText('hana@e2e.test')).toBeVisible();
    await expect(card.getByText('+1 more')).toBeVisible();
    await expect(card.getByText('garden@e2e.test')).toHaveCount(0);

    // Apply Now opens the application dialog at /careers/{id}; closing returns to /careers.
    await card.getByRole('button', { name: /Apply Now/ }).click();
    await resident.waitForURL(/\/careers\/[0-9a-f-]{36}$/);
    await expect(resident.getByRole('dialog')).toBeVisible();
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
    await expect(admin.getByText('Delete this job? It moves to Removed Items.')).toBeVisible();
    await admin.getByRole('dialog', { name: 'Delete job' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(admin).getByText('Job moved to Removed Items.')).toBeVisible();
    await expect(row).toHaveCount(0);

    await searchCareers(resident, app.url, 'garden');
    await expect(resident.getByText('0 opportunities found')).toBeVisible();
  });

  test('the admin creates a job that is published at once and filtered by industry', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const admin = adminPage;
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
    await expect(toast(admin).getByText('Job created successfully!')).toBeVisible();
    await expect(admin.getByRole('listitem', { name: 'Pool Lifeguard' }).getByText('approved')).toBeVisible();

    await whitelist(admin, 'karim@e2e.test');
    const resident = await freshPage();
    await residentLogin(resident, app.url, 'karim@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/careers`);
    const card = resident.getByRole('article', { name: 'Pool Lifeguard' });
    await expect(card).toBeVisible();
    await pick(resident, resident.getByRole('main'), 'Industry', 'Finance');
    await expect(card).toHaveCount(0);
    await expect(resident.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await pick(resident, resident.getByRole('main'), 'Industry', 'Healthcare');
    await expect(card).toBeVisible();
    // A misspelt word finds the job all the same, and the page says what it searched for.
    await resident.getByLabel('Search jobs').fill('lifegard');
    await expect(resident.getByText('No exact matches. Showing results for “lifeguard”.')).toBeVisible();
    await expect(card).toBeVisible();
  });

  test('the admin creates and edits a job with only the six fields admin.md requires; residents see it', async ({
    app,
    freshPage,
  }) => {
    const admin = await freshPage();
    await admin.goto(`${app.url}/admin-login`);
    await waitForTitle(admin, 'Admin Portal · Community Hub');
    await adminLogin(admin, app.url);
    await waitForTitle(admin, 'Admin Dashboard · Community Hub');

    const form = admin.getByRole('form', { name: 'Create Job' });
    // Location, skills, level, industry and job type are optional here, unlike on the residents' form.
    for (const label of ['Location', 'Required Skills']) {
      await expect(form.getByRole('textbox', { name: label }), label).not.toHaveAttribute('required');
    }
    for (const label of ['Experience Level', 'Industry', 'Job Type']) {
      const select = form.getByRole('combobox', { name: label, exact: true });
      await expect(select, label).not.toHaveAttribute('required');
    }
    await form.getByRole('button', { name: 'Create Job' }).click();
    await expect(form.getByText('Job title is required')).toBeVisible();
    await expect(form.getByText('Contact phone is required')).toBeVisible();
    await expect(form.getByText('Please select industry')).toHaveCount(0);
    await expect(form.getByText('Location must be at least 2 characters')).toHaveCount(0);

    await form.getByLabel('Job Title').fill('Gatehouse Receptionist');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Compound Management');
    await pick(admin, form, 'Your Role in Company', 'Manager');
    await form.getByLabel('Job Description').fill('Greet visitors.');
    await form.getByLabel('Contact Email').fill('gate@e2e.test');
    await form.getByLabel('Contact Phone').fill('1234');
    await form.getByRole('button', { name: 'Create Job' }).click();
    await expect(toast(admin).getByText('Job created successfully!')).toBeVisible();
    const row = admin.getByRole('listitem', { name: 'Gatehouse Receptionist' });
    await expect(row.getByText('approved')).toBeVisible();
    await expect(row.getByText('Compound Management', { exact: true })).toBeVisible();

    // Edit: the optional fields can be added later.
    await row.getByRole('button', { name: 'Edit Gatehouse Receptionist' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Job' });
    await edit.getByLabel('Location').fill('Gate 1');
    await pick(admin, edit, 'Job Type', 'Part-time');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(admin).getByText('Job updated successfully!')).toBeVisible();
    await expect(row.getByText('Compound Management · Gate 1 · Part-time')).toBeVisible();

    await whitelist(admin, 'samir@e2e.test');
    const resident = await freshPage();
    await resident.goto(`${app.url}/login`);
    await waitForTitle(resident, 'Resident Login · Community Hub');
    await residentLogin(resident, app.url, 'samir@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await waitForTitle(resident, 'Community Hub');
    await searchCareers(resident, app.url, 'gatehouse');
    await waitForTitle(resident, 'Careers · Community Hub');
    const card = resident.getByRole('article', { name: 'Gatehouse Receptionist' });
    await expect(card.getByText('Gate 1')).toBeVisible();
    await expect(card.getByText('Part-time')).toBeVisible();
    await expect(card.getByText('Greet visitors.')).toBeVisible();
  });
});
