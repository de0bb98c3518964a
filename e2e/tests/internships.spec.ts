import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
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

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await toast(page).getByText('Email added to whitelist successfully!').waitFor();
}

/** Picks an option of a Mantine select by its label, as a person would: open it, click the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const TITLE = 'Sustainability Research Intern';
const CONTACT_EMAIL = 'talent@greenleaf.test';
const CONTACT_PHONE = '+20 100 222 3344';

describe('internships', () => {
  it('a resident submits an internship, the admin approves it, residents see it without contact details, a resident applies and the admin moves the application to interview', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await whitelist(admin, 'yara@e2e.test');

    // A phone-sized screen for the resident.
    const resident = await freshPage(375, 812);
    await resident.goto(`${app.url}/internships`);
    await resident.waitForURL(`${app.url}/login`);
    await residentLogin(resident, app.url, 'yara@e2e.test');
    await resident.waitForURL(`${app.url}/internships`);
    await resident.getByRole('heading', { name: 'Internships', exact: true }).waitFor();
    await resident.getByText('No internships found').waitFor();
    await resident.getByText('Be the first to submit an internship opportunity!').waitFor();

    await resident.getByRole('link', { name: 'Submit Internship' }).click();
    await resident.waitForURL(`${app.url}/submit-internship`);
    await resident.getByRole('button', { name: 'Submit Internship' }).click();
    await resident.getByText('Role in company is required').waitFor();
    await resident.getByText('Duration is required').waitFor();
    await resident.getByText('Valid contact email is required').waitFor();

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
    assert.equal(await resident.getByRole('textbox', { name: 'Stipend' }).count(), 0);
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
    await toast(resident)
      .getByText('Your internship posting has been submitted for admin approval.')
      .waitFor();
    await resident.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await resident
      .getByRole('status')
      .getByText(/waiting for an administrator to approve it/)
      .waitFor();
    // The toast's texts are not repeated on the screen.
    assert.equal(await resident.getByText('Internship Submitted').count(), 1);
    assert.equal(await resident.getByText('submitted for admin approval').count(), 1);

    // Pending: not listed yet.
    await resident.getByRole('link', { name: 'See all listings' }).click();
    await resident.waitForURL(`${app.url}/internships`);
    await resident.getByText('No internships found').waitFor();
    assert.equal(await resident.getByText(TITLE).count(), 0);

    // The administrator sees it pending, with its contact details, and approves it.
    await admin.getByRole('tab', { name: 'Internships' }).click();
    await admin.getByRole('heading', { name: 'All Internships (1)' }).waitFor();
    await admin.getByRole('button', { name: `View ${TITLE}` }).click();
    const review = admin.getByRole('dialog', { name: 'Review Internship' });
    await review.getByText(CONTACT_EMAIL).waitFor();
    await review.getByText(CONTACT_PHONE).waitFor();
    await review.getByText('yara@e2e.test').waitFor();
    await review.getByRole('button', { name: 'Approve' }).click();
    await toast(admin).getByText('Internship approved successfully!').waitFor();
    await review.waitFor({ state: 'hidden' });
    await admin.getByRole('listitem', { name: TITLE }).getByText('approved').waitFor();
    assert.equal(await admin.getByRole('button', { name: `Approve ${TITLE}` }).count(), 0);

    // The resident finds it and opens its details: no contact details, no '(Admin Only)'.
    await resident.reload();
    await resident.getByLabel('Search internships').fill('sustainability');
    const card = resident.getByRole('article', { name: TITLE });
    await card.waitFor();
    await card.getByText('GreenLeaf Labs').waitFor();
    await resident.getByRole('button', { name: `View details of ${TITLE}` }).click();
    const details = resident.getByRole('dialog', { name: new RegExp(TITLE) });
    await details.getByText('Measure the energy use of the compound').waitFor();
    await details.getByText('Engineering student').waitFor();
    await details.getByText('Paid: EGP 4,000 a month').waitFor();
    await details.getByText('August 15, 2026').waitFor();
    assert.equal(await details.getByText('(Admin Only)').count(), 0);
    assert.equal(await details.getByText(CONTACT_EMAIL).count(), 0);
    assert.equal(await resident.getByText(CONTACT_PHONE).count(), 0);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'hidden' });

    // Apply moves to /internships/{id} and opens the application dialog; closing returns to /internships.
    await card.getByRole('button', { name: 'Apply Now' }).click();
    await resident.waitForURL(/\/internships\/[0-9a-f-]{36}$/);
    const apply = resident.getByRole('dialog', { name: new RegExp(`Apply for ${TITLE}`) });
    await apply.waitFor();
    const direct = resident.url();
    await apply.getByRole('button', { name: 'Cancel' }).click();
    await resident.waitForURL(`${app.url}/internships`);
    // A direct visit opens the dialog too.
    await resident.goto(direct);
    const applyAgain = resident.getByRole('dialog', { name: new RegExp(`Apply for ${TITLE}`) });
    await applyAgain.waitFor();

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
    assert.ok(sessionId);
    const answers = await Promise.all(
      ['/api/internships', `/api/internships/${internshipId}`].map(async (path) => {
        const response = await fetch(`${app.url}${path}`, {
          headers: { authorization: `Bearer ${sessionId}` },
        });
        return { status: response.status, text: await response.text() };
      }),
    );
    for (const answer of answers) {
      assert.equal(answer.status, 200);
      assert.ok(answer.text.includes(internshipId));
      assert.doesNotMatch(answer.text, /contactEmail|contactPhone/);
      assert.ok(!answer.text.includes(CONTACT_EMAIL));
      assert.ok(!answer.text.includes(CONTACT_PHONE));
    }

    // The administrator on the residents' page sees the contact details, marked admin only.
    await admin.goto(`${app.url}/internships`);
    await admin.getByRole('button', { name: `View details of ${TITLE}` }).click();
    const adminDetails = admin.getByRole('dialog', { name: new RegExp(TITLE) });
    await adminDetails.getByText('Contact Email (Admin Only)').waitFor();
    await adminDetails.getByText(CONTACT_EMAIL).waitFor();
    await adminDetails.getByText('Contact Phone (Admin Only)').waitFor();
    await adminDetails.getByText(CONTACT_PHONE).waitFor();

    // The administrator sees the application, opens the CV and moves it to interview.
    await admin.goto(`${app.url}/admin`);
    await reviewApplication(admin, { name: 'Yara Nabil', cvName: 'yara-nabil-cv.pdf', appliedFor: TITLE });
  });

  it('shows the filtering empty state when a search or sector matches nothing', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await whitelist(admin, 'karim@e2e.test');

    const resident = await freshPage();
    await residentLogin(resident, app.url, 'karim@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/internships`);
    await resident.getByRole('article').first().waitFor();

    await resident.getByLabel('Search internships').fill('no internship is called this');
    await resident.getByText('No internships found').waitFor();
    await resident.getByText('Try adjusting your search or filter criteria.').waitFor();

    await resident.getByLabel('Search internships').fill('');
    await resident.getByRole('article').first().waitFor();
    await choose(resident, 'Sector', 'Legal');
    await resident.getByText('No internships found').waitFor();
    await resident.getByText('Try adjusting your search or filter criteria.').waitFor();
    await choose(resident, 'Sector', 'Engineering');
    await resident.getByRole('article').first().waitFor();
  });
  it('the admin creates, edits and deletes an internship from the dashboard', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
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
    await toast(admin).getByText('Internship created successfully!').waitFor();
    const row = admin.getByRole('listitem', { name: 'Front Desk Intern' });
    await row.getByText('approved').waitFor();

    await admin.getByRole('button', { name: 'Edit Front Desk Intern' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Internship' });
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill('Front Desk Assistant Intern');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(admin).getByText('Internship updated successfully!').waitFor();
    await admin.getByRole('listitem', { name: 'Front Desk Assistant Intern' }).waitFor();

    // Delete with a reason; Removed Items shows it.
    await admin.getByRole('button', { name: 'Delete Front Desk Assistant Intern' }).click();
    const confirmation = admin.getByRole('dialog', { name: 'Delete internship' });
    await confirmation.getByLabel('Reason for removal').fill('The clubhouse closed for renovation');
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await toast(admin).getByText('Internship moved to Removed Items.').waitFor();
    await admin.getByRole('listitem', { name: 'Front Desk Assistant Intern' }).waitFor({ state: 'detached' });
    await admin.getByRole('tab', { name: 'Removed Items' }).click();
    await admin.getByRole('tab', { name: /^Removed Internships/ }).click();
    await admin.getByText('Front Desk Assistant Intern').waitFor();
    await admin.getByText('Reason: The clubhouse closed for renovation').waitFor();
  });
});
