import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/journey.ts';

// No administrator yet, as on a first run: the app logs a setup link.
test.use({ appOptions: { withAdmin: false } });

test.describe('first run', () => {
  test('the owner opens the setup link from the log, creates the first administrator and signs in', async ({
    app,
    freshPage,
  }) => {
    const logged = await app.waitForLog((record) => typeof record.setupUrl === 'string');
    const setupUrl = String(logged.setupUrl);
    expect(setupUrl).toMatch(new RegExp(`^${app.url}/setup\\?token=[\\w-]{43}$`));

    const page = await freshPage();
    await page.goto(setupUrl);
    await expect(page.getByRole('heading', { name: 'Set Up Community Hub' })).toBeVisible();
    await page.getByLabel('Admin Email').fill('owner@e2e.test');
    await page.getByLabel('Password', { exact: true }).fill('too short');
    await page.getByLabel('Password Again').fill('too short');
    await page.getByRole('button', { name: 'Create Administrator' }).click();
    await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('the owner password');
    await page.getByLabel('Password Again').fill('the owner passw0rd');
    await page.getByRole('button', { name: 'Create Administrator' }).click();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();

    await page.getByLabel('Password Again').fill('the owner password');
    await page.getByRole('button', { name: 'Create Administrator' }).click();
    await expect(toast(page).getByText('Administrator Created')).toBeVisible();
    await page.waitForURL(`${app.url}/admin-login`);

    await page.getByLabel('Admin Email').fill('owner@e2e.test');
    await page.getByLabel('Password').fill('the owner password');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.waitForURL(`${app.url}/admin`);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // The link is spent: it says so and points to the Admin Portal.
    const again = await freshPage();
    await again.goto(setupUrl);
    await expect(
      again.getByText(
        'This setup link has already been used: an administrator exists. Sign in at the Admin Portal.',
      ),
    ).toBeVisible();
    await again.getByRole('link', { name: 'Go to Admin Portal' }).click();
    await again.waitForURL(`${app.url}/admin-login`);
  });
});
