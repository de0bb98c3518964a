import type { Page } from '@playwright/test';
import { applySuccessfully, applyWithFakePdf, reviewApplication } from '../support/applications.ts';
import { residentLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// The internships list starts empty and is counted: this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url) });

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await expect(toast(page).getByText('Email added to whitelist successfully!')).toBeVisible();
}

/** Picks an option of a Mantine select by its label, as a person would: open it, click the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const TITLE = 'Sustainability Research Intern';
const CONTACT_EMAIL = 'talent@greenleaf.test';
const CONTACT_PHONE = '+20 100 222 3344';

test.describe('internships', () => {
  test('a resident submits an internship, the admin approves it, residents see it without contact details, a resident applies and the admin moves the application to interview', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const admin = adminPage;
    await whitelist(admin, 'yara@e2e.test');

    // A phone-sized screen for the resident.
    const resident = await freshPage(375, 812);
    await resident.goto(`${app.url}/internships`);
    await resident.waitForURL(`${app.url}/login`);
    await residentLogin(resident, app.url, 'yara@e2e.test');
    await resident.waitForURL(`${app.url}/internships`);
    await expect(resident.getByRole('heading', { name: 'Internships', exact: true })).toBeVisible();
    await expect(resident.getByText('No internships found')).toBeVisible();
    await expect(resident.getByText('Be the first to submit an internship opportunity!')).toBeVisible();

    await resident.getByRole('link', { name: 'Submit Internship' }).click();
    await resident.waitForURL(`${app.url}/submit-internship`);
    await resident.getByRole('button', { name: 'Submit Internship' }).click();
    await expect(resident.getByText('Role in company is required')).toBeVisible();
    await expect(resident.getByText('Duration is required')).toBeVisible();
    await expect(resident.getByText('Valid contact email is required')).toBeVisible();

    await resident.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await resident.getByRole('textbox', { name: 'Company', exact: true }).fill('GreenLeaf Labs');
    await choose(resident, 'Role', 'Hiring Manager');
    await resident
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Measure the energy use of the compound and propose savings.');
    await resident.getByRole('textbox', { name: 'Requirements', exact: true }).fill('Engineering student');
    await resident
      .getByRole('textbox', { name: 'Skills', exact: true })
      .fill('Excel, Data analysis, Writing, Python');
    await choose(resident, 'Industry', 'Engineering');
    await choose(resident, 'Duration', '3 months');
    await expect(resident.getByRole('textbox', { name: 'Stipend' })).toHaveCount(0);
    await resident.getByRole('checkbox', { name: 'Paid Internship' }).check();
    await resident.getByRole('textbox', { name: 'Stipend', exact: true }).fill('EGP 4,000 a month');
    await resident.getByRole('textbox', { name: 'Location', exact: true }).fill('New Cairo');
    await resident.getByRole('textbox', { name: 'Positions', exact: true }).fill('2');
    await resident.getByRole('textbox', { name: 'Contact Email', exact: true }).fill(CONTACT_EMAIL);
    await resident.getByRole('textbox', { name: 'Contact Phone', exact: true }).fill(CONTACT_PHONE);
    await resident.getByRole('textbox', { name: 'Start Date', exact: true }).fill('September 2026');
    await resident
      .getByRole('textbox', { name: 'Application Deadline', exact: true })
      .fill('August 15, 2026');
    await resident.getByRole('button', { name: 'Submit Internship' }).click();
    await expect(
      toast(resident).getByText('Your internship posting has been submitted for admin approval.'),
    ).toBeVisible();
    await expect(resident.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(
      resident.getByRole('status').getByText(/waiting for an administrator to approve it/),
    ).toBeVisible();
    // The toast's texts are not repeated on the screen.
    await expect(resident.getByText('Internship Submitted')).toHaveCount(1);
    await expect(resident.getByText('submitted for admin approval')).toHaveCount(1);

    // Pending: not listed yet.
    await resident.getByRole('link', { name: 'See all listings' }).click();
    await resident.waitForURL(`${app.url}/internships`);
    await expect(resident.getByText('No internships found')).toBeVisible();
    await expect(resident.getByText(TITLE)).toHaveCount(0);

    // The administrator sees it pending, with its contact details, and approves it.
    await admin.getByRole('tab', { name: 'Internships' }).click();
    await expect(admin.getByRole('heading', { name: 'All Internships (1)' })).toBeVisible();
    await admin.getByRole('button', { name: `View ${TITLE}` }).click();
    const review = admin.getByRole('dialog', { name: 'Review Internship' });
    await expect(review.getByText(CONTACT_EMAIL)).toBeVisible();
    await expect(review.getByText(CONTACT_PHONE)).toBeVisible();
    await expect(review.getByText('yara@e2e.test')).toBeVisible();
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(admin).getByText('Internship approved successfully!')).toBeVisible();
    await expect(review).toBeHidden();
    await expect(admin.getByRole('listitem', { name: TITLE }).getByText('approved')).toBeVisible();
    await expect(admin.getByRole('button', { name: `Approve ${TITLE}` })).toHaveCount(0);

    // The resident finds it and opens its details: no contact details, no '(Admin Only)'.
    await resident.reload();
    await resident.getByLabel('Search internships').fill('sustainability');
    const card = resident.getByRole('article', { name: TITLE });
    await expect(card).toBeVisible();
    await expect(card.getByText('GreenLeaf Labs')).toBeVisible();
    await resident.getByRole('button', { name: `View details of ${TITLE}` }).click();
    const details = resident.getByRole('dialog', { name: new RegExp(TITLE) });
    await expect(details.getByText('Measure the energy use of the compound')).toBeVisible();
    await expect(details.getByText('Engineering student')).toBeVisible();
    await expect(details.getByText('Paid: EGP 4,000 a month')).toBeVisible();
    await expect(details.getByText('August 15, 2026')).toBeVisible();
    await expect(details.getByText('(Admin Only)')).toHaveCount(0);
    await expect(details.getByText(CONTACT_EMAIL)).toHaveCount(0);
    await expect(resident.getByText(CONTACT_PHONE)).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();

    // Apply moves to /internships/{id} and opens the application dialog; closing returns to /internships.
    await card.getByRole('button', { name: 'Apply Now' }).click();
    await resident.waitForURL(/\/internships\/[0-9a-f-]{36}$/);
    const apply = resident.getByRole('dialog', { name: new RegExp(`Apply for ${TITLE}`) });
    await expect(apply).toBeVisible();
    const direct = resident.url();
    await apply.getByRole('button', { name: 'Cancel' }).click();
    await resident.waitForURL(`${app.url}/internships`);
    // A direct visit opens the dialog too.
    await resident.goto(direct);
    const applyAgain = resident.getByRole('dialog', { name: new RegExp(`Apply for ${TITLE}`) });
    await expect(applyAgain).toBeVisible();

    // A file that claims to be a PDF but is not is refused, and the internship flow says so.
    const applicant = { name: 'Yara Nabil', email: 'yara@e2e.test', phone: '+20 111 000 2233' };
    await applyWithFakePdf(resident, applyAgain, applicant);
    // A real PDF goes through; the dialog closes and the URL returns to /internships.
    await applySuccessfully(resident, applyAgain, {
      ...applicant,
      coverLetter: 'I study mechanical engineering and love measuring things.',
      cv: { name: 'yara-nabil-cv.pdf', buffer: pdf('Yara Nabil - Engineering Student') },
    });
    await resident.waitForURL(`${app.url}/internships`);

    // The resident's raw API answers (list and details) hold no contact e-mail or phone.
    const internshipId = direct.split('/').pop() ?? '';
    const sessionId = await resident.evaluate(() => localStorage.getItem('sessionId'));
    expect(sessionId).toBeTruthy();
    const answers = await Promise.all(
      ['/api/internships', `/api/internships/${internshipId}`].map(async (path) => {
        const response = await fetch(`${app.url}${path}`, {
          headers: { authorization: `Bearer ${sessionId}` },
        });
        return { status: response.status, text: await response.text() };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(internshipId);
      expect(answer.text).not.toMatch(/contactEmail|contactPhone/);
      expect(answer.text).not.toContain(CONTACT_EMAIL);
      expect(answer.text).not.toContain(CONTACT_PHONE);
    }

    // The administrator on the residents' page sees the contact details, marked admin only.
    await admin.goto(`${app.url}/internships`);
    await admin.getByRole('button', { name: `View details of ${TITLE}` }).click();
    const adminDetails = admin.getByRole('dialog', { name: new RegExp(TITLE) });
    await expect(adminDetails.getByText('Contact Email (Admin Only)')).toBeVisible();
    await expect(adminDetails.getByText(CONTACT_EMAIL)).toBeVisible();
    await expect(adminDetails.getByText('Contact Phone (Admin Only)')).toBeVisible();
    await expect(adminDetails.getByText(CONTACT_PHONE)).toBeVisible();

    // The administrator sees the application, opens the CV and moves it to interview.
    await admin.goto(`${app.url}/admin`);
    await reviewApplication(admin, { name: 'Yara Nabil', cvName: 'yara-nabil-cv.pdf', appliedFor: TITLE });
  });

  test('shows the filtering empty state when a search or sector matches nothing', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const admin = adminPage;
    await whitelist(admin, 'karim@e2e.test');

    const resident = await freshPage();
    await residentLogin(resident, app.url, 'karim@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/internships`);
    await expect(resident.getByRole('article').first()).toBeVisible();

    await resident.getByLabel('Search internships').fill('no internship is called this');
    await expect(resident.getByText('No internships found')).toBeVisible();
    await expect(resident.getByText('Try adjusting your search or filter criteria.')).toBeVisible();

    await resident.getByLabel('Search internships').fill('');
    await expect(resident.getByRole('article').first()).toBeVisible();
    await choose(resident, 'Sector', 'Legal');
    await expect(resident.getByText('No internships found')).toBeVisible();
    await expect(resident.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await choose(resident, 'Sector', 'Engineering');
    await expect(resident.getByRole('article').first()).toBeVisible();
  });
  test('the admin creates, edits and deletes an internship from the dashboard', async ({ adminPage }) => {
    const admin = adminPage;
    await admin.getByRole('tab', { name: 'Internships' }).click();
    // The create form sits next to the list, as on the Jobs tab.
    const form = admin.getByRole('form', { name: 'Create internship' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Front Desk Intern');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Compound Clubhouse');
    await choose(admin, 'Role', 'Manager');
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Welcome residents and guests.');
    await choose(admin, 'Duration', 'Flexible');
    await form.getByRole('textbox', { name: 'Contact Email', exact: true }).fill('desk@clubhouse.test');
    await form.getByRole('button', { name: 'Create Internship' }).click();
    await expect(toast(admin).getByText('Internship created successfully!')).toBeVisible();
    const row = admin.getByRole('listitem', { name: 'Front Desk Intern' });
    await expect(row.getByText('approved')).toBeVisible();

    await admin.getByRole('button', { name: 'Edit Front Desk Intern' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Internship' });
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill('Front Desk Assistant Intern');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(admin).getByText('Internship updated successfully!')).toBeVisible();
    await expect(admin.getByRole('listitem', { name: 'Front Desk Assistant Intern' })).toBeVisible();

    // Delete with a reason; Removed Items shows it.
    await admin.getByRole('button', { name: 'Delete Front Desk Assistant Intern' }).click();
    const confirmation = admin.getByRole('dialog', { name: 'Delete internship' });
    await confirmation.getByLabel('Reason for removal').fill('The clubhouse closed for renovation');
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(admin).getByText('Internship moved to Removed Items.')).toBeVisible();
    await expect(admin.getByRole('listitem', { name: 'Front Desk Assistant Intern' })).toHaveCount(0);
    await admin.getByRole('tab', { name: 'Removed Items' }).click();
    await admin.getByRole('tab', { name: /^Removed Internships/ }).click();
    await expect(admin.getByText('Front Desk Assistant Intern')).toBeVisible();
    await expect(admin.getByText('Reason: The clubhouse closed for renovation')).toBeVisible();
  });
});
