import type { Page } from '@playwright/test';
import { expect, ownApp, test } from '../support/fixtures.ts';
import { residentLogin, toast } from '../support/journey.ts';

// The home statistics count everything, and the benefits list starts empty: this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url) });

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await expect(toast(page).getByText('Email added to whitelist successfully!')).toBeVisible();
}

const TITLE = 'Fresh Bakery Discount';

test.describe('home statistics and community benefits', () => {
  test('the home statistics count what residents can see', async ({
    app,
    freshPage,
    adminPage,
    adminApi,
  }) => {
    const admin = adminPage;
    await whitelist(admin, 'rania@e2e.test');

    const resident = await freshPage(375, 812);
    await residentLogin(resident, app.url, 'rania@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    for (const label of ['Job Opportunities', 'Internships', 'Learning Resources', 'CV Showcase']) {
      await expect(resident.getByRole('link', { name: `0 ${label}`, exact: true })).toBeVisible();
    }

    // An approved job created by the administrator counts; a pending one does not exist for residents.
    const response = await fetch(`${app.url}/api/admin/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminApi.sessionId}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Pool Lifeguard',
        company: 'Compound Sports Club',
        posterRole: 'Manager',
        location: 'Main Pool',
        description: 'Keep swimmers safe during summer weekends.',
        skills: 'First aid, Swimming',
        contactEmail: 'club@e2e.test',
        contactPhone: '+20 100 555 0123',
        experienceLevel: 'Entry Level',
        industry: 'Other',
        jobType: 'Part-time',
      }),
    });
    expect(response.status).toBe(201);

    await resident.reload();
    const jobs = resident.getByRole('link', { name: '1 Job Opportunities', exact: true });
    await expect(jobs).toBeVisible();
    await expect(resident.getByRole('link', { name: '0 Internships', exact: true })).toBeVisible();
    await jobs.click();
    await resident.waitForURL(`${app.url}/careers`);
  });

  test('an admin adds a benefit with seven images for the homepage; residents see it until it is deactivated', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const images = Array.from({ length: 7 }, (_, index) => ({
      name: `shop-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    }));

    const admin = adminPage;
    await whitelist(admin, 'karim@e2e.test');
    await admin.getByRole('tab', { name: 'Benefits' }).click();
    await expect(admin.getByText('No benefits yet')).toBeVisible();
    await admin.getByRole('button', { name: 'Add Benefit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Community Benefit' });

    // Required fields are named in plain words.
    await dialog.getByRole('button', { name: 'Create Benefit' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Valid until is required')).toBeVisible();

    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('Bread and pastries for residents, fresh every morning.');
    await dialog.getByLabel('Business Name').fill('Nour Bakery');
    await dialog.getByLabel('Location').fill('Gate 2 Plaza');
    await dialog.getByLabel('Discount Percentage').fill('20');
    await dialog.getByLabel('Category').fill('Dining');
    await dialog.getByLabel('Valid Until').fill('2030-12-31');
    // A new benefit is active and off the homepage unless ticked otherwise.
    await expect(dialog.getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Show on Homepage' })).not.toBeChecked();
    await dialog.getByLabel('Images').setInputFiles(images);
    await expect(dialog.getByRole('button', { name: /^Remove image \d/ })).toHaveCount(7);
    // Saving waits for the uploads; the button reads 'Create Benefit' again once they are done.
    await dialog.getByRole('button', { name: 'Create Benefit' }).click();
    await expect(toast(admin).getByText('Benefit created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = admin.getByRole('listitem', { name: TITLE });
    await expect(row.getByText('Valid until: 2030-12-31')).toBeVisible();
    await row.getByRole('switch', { name: `Show ${TITLE} on homepage` }).click();
    await expect(toast(admin).getByText('Benefit added to the homepage.')).toBeVisible();
    await expect(row.getByText('Homepage', { exact: true }).first()).toBeVisible();

    // The resident sees it on the home page: five tiles, the fifth saying two more.
    const resident = await freshPage(375, 812);
    await residentLogin(resident, app.url, 'karim@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    const card = resident.getByRole('article', { name: TITLE });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(5);
    await expect(card.getByText('+2', { exact: true })).toBeVisible();
    await expect(card.getByText('20% OFF')).toBeVisible();
    await expect(card.getByText('Nour Bakery')).toBeVisible();
    await expect(card.getByText('Valid until: December 31, 2030')).toBeVisible();
    const firstImage = card.getByRole('img', { name: `${TITLE}, image 1 of 7` });
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await resident.goto(`${app.url}/community-benefits`);
    await expect(resident.getByRole('heading', { name: 'Community Benefits', level: 1 })).toBeVisible();
    await expect(resident.getByRole('article', { name: TITLE })).toBeVisible();
    await expect(
      resident.getByText('More benefits coming soon! Stay tuned for exclusive resident offers.'),
    ).toBeVisible();

    // Deactivated, it disappears from both places.
    await row.getByRole('button', { name: `Deactivate ${TITLE}` }).click();
    await expect(toast(admin).getByText('Benefit deactivated successfully!')).toBeVisible();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

    await resident.reload();
    await expect(
      resident.getByText(
        'No community benefits are currently available. Check back soon for exclusive offers!',
      ),
    ).toBeVisible();
    await expect(resident.getByRole('article', { name: TITLE })).toHaveCount(0);

    const homeBenefits = resident.waitForResponse((response) =>
      response.url().includes('/api/benefits?homepage=true'),
    );
    await resident.goto(`${app.url}/`);
    await homeBenefits;
    await expect(resident.getByRole('link', { name: '1 Job Opportunities', exact: true })).toBeVisible();
    await expect(resident.getByText('Loading Community Benefits...')).toBeHidden();
    await expect(resident.getByRole('article', { name: TITLE })).toHaveCount(0);
    // With nothing to show, the home page section says so, as the full page does.
    await expect(
      resident.getByText(
        'No community benefits are currently available. Check back soon for exclusive offers!',
      ),
    ).toBeVisible();

    // The edit dialog shows both flags as they are, and saves them.
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Benefit' });
    const active = edit.getByRole('checkbox', { name: 'Active', exact: true });
    const onHomepage = edit.getByRole('checkbox', { name: 'Show on Homepage' });
    await expect(active).not.toBeChecked();
    await expect(onHomepage).toBeChecked();
    await active.check();
    await onHomepage.uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(admin).getByText('Benefit updated successfully!')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByText('Homepage', { exact: true })).toHaveCount(1);
    await expect(row.getByRole('switch', { name: `Show ${TITLE} on homepage` })).not.toBeChecked();
  });
});
