import type { Locator, Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { ADMIN } from '../support/app.ts';
import { pdf } from '../support/pdf.ts';
import { toast } from '../support/journey.ts';
import { expect, test } from '../support/fixtures.ts';

const TITLE = 'Keyboard Librarian';

test.beforeAll(async ({ app }) => {
  const admin = await apiSession(app.url, { admin: true });
  await admin.call('POST', '/admin/whitelist', { email: 'keys@e2e.test' });
});
/** Presses Tab (as a keyboard user would) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 300) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Types into a field reached by Tab. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** A searchable select: type to filter, arrow to the option, Enter to choose. */
async function choose(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function press(page: Page, button: Locator, key = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

test.describe('keyboard only', () => {
  test('a resident signs in and posts a job, an admin approves it, the resident applies with a CV: no mouse', async ({
    app,
    freshPage,
  }) => {
    // The resident signs in.
    const resident = await freshPage();
    await resident.goto(`${app.url}/login`);
    await typeInto(resident, resident.getByLabel('Email Address'), 'keys@e2e.test');
    await press(resident, resident.getByRole('button', { name: 'Access Platform' }));
    await resident.waitForURL(`${app.url}/`);

    // Posts a job through the dialog; focus stays inside it while it is open.
    await resident.goto(`${app.url}/careers`);
    await press(resident, resident.getByRole('button', { name: 'Post a Job' }));
    const dialog = resident.getByRole('dialog', { name: 'Post a Job' });
    await typeInto(resident, dialog.getByLabel('Job Title'), TITLE);
    await typeInto(
      resident,
      dialog.getByRole('textbox', { name: 'Company', exact: true }),
      'Compound Library',
    );
    await choose(
      resident,
      dialog.getByRole('combobox', { name: 'Your Role in Company', exact: true }),
      'Director',
    );
    await typeInto(resident, dialog.getByLabel('Location'), 'Clubhouse');
    await choose(
      resident,
      dialog.getByRole('combobox', { name: 'Experience Level', exact: true }),
      'Mid Level',
    );
    await choose(resident, dialog.getByRole('combobox', { name: 'Industry', exact: true }), 'Education');
    await choose(resident, dialog.getByRole('combobox', { name: 'Job Type', exact: true }), 'Part-time');
    await typeInto(resident, dialog.getByLabel('Job Description'), 'Keep the shelves and the reading hours.');
    await typeInto(resident, dialog.getByLabel('Required Skills'), 'Cataloguing, Patience');
    await typeInto(resident, dialog.getByLabel('Contact Email'), 'library@e2e.test');
    await typeInto(resident, dialog.getByLabel('Contact Phone'), '+20 100 555 0100');
    await press(resident, dialog.getByRole('button', { name: 'Post Job' }));
    await expect(toast(resident).getByText('Job Posted Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The admin signs in and approves it from the Jobs tab.
    const admin = await freshPage();
    await admin.goto(`${app.url}/admin-login`);
    await typeInto(admin, admin.getByLabel('Admin Email'), ADMIN.email);
    await typeInto(admin, admin.getByLabel('Password'), ADMIN.password);
    await press(admin, admin.getByRole('button', { name: 'Access Admin Panel' }));
    await admin.waitForURL(`${app.url}/admin`);
    await press(admin, admin.getByRole('button', { name: `Approve ${TITLE}` }));
    await expect(toast(admin).getByText('Job approved successfully!')).toBeVisible();

    // The resident applies with a CV: the file input opens its chooser from the keyboard too.
    await resident.goto(`${app.url}/careers`);
    await press(
      resident,
      resident.getByRole('article', { name: TITLE }).getByRole('button', { name: /Apply Now/ }),
    );
    const apply = resident.getByRole('dialog');
    await typeInto(resident, apply.getByLabel('Full Name'), 'Karim Adel');
    await typeInto(resident, apply.getByLabel('Phone Number'), '+20 100 555 0101');
    const chooser = resident.waitForEvent('filechooser');
    await press(resident, apply.getByLabel('CV / Resume'), 'Space');
    await (
      await chooser
    ).setFiles({
      name: 'karim.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Karim Adel, librarian'),
    });
    await expect(apply.getByText('karim.pdf')).toBeVisible();
    await press(resident, apply.getByRole('button', { name: 'Submit Application' }));
    await expect(toast(resident).getByText('Application Submitted')).toBeVisible();
  });
});
