import { apiSession, jobPayload } from '../support/api.ts';
import { applySuccessfully } from '../support/applications.ts';
import { residentLogin, toast } from '../support/journey.ts';
import { pdf } from '../support/pdf.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// Insights count this week's applications: this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url) });

test.describe('my activity', () => {
  test('a resident applies, opens My Activity and sees the status the admin set; their posts show their state', async ({
    app,
    freshPage,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'rana@e2e.test' });
    const job = await admin.call<{ id: string }>(
      'POST',
      '/admin/jobs',
      jobPayload({ title: 'Payroll Specialist' }),
    );

    const page = await freshPage(390, 844);
    await residentLogin(page, app.url, 'rana@e2e.test');
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/careers/${job.id}`);
    await applySuccessfully(page, page.getByRole('dialog'), {
      name: 'Rana Ali',
      phone: '+20 122 444 5555',
      cv: { name: 'rana.pdf', buffer: pdf('Rana Ali - Payroll') },
    });

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('link', { name: 'My Activity' }).click();
    await page.waitForURL(`${app.url}/my-activity`);
    const applications = page.getByRole('region', { name: 'My applications' });
    await expect(applications.getByRole('link', { name: 'Payroll Specialist' })).toBeVisible();
    await expect(applications.getByText('Submitted', { exact: true })).toBeVisible();

    const resident = await apiSession(app.url, { email: 'rana@e2e.test' });
    const [application] = (
      await admin.call<{ items: Array<{ id: string }> }>('GET', '/admin/applications?search=rana')
    ).items;
    if (!application) throw new Error('the application is not in the list');
    await admin.call('PATCH', `/admin/applications/${application.id}`, { status: 'interview' });
    // Live: the page hears the change and shows the new status without a reload.
    await expect(applications.getByText('Interview', { exact: true })).toBeVisible({ timeout: 5000 });

    await resident.call('POST', '/jobs', jobPayload({ title: 'Bookkeeper wanted' }));
    await page.reload();
    const posts = page.getByRole('region', { name: 'My posts' });
    await expect(posts.getByText('Bookkeeper wanted')).toBeVisible();
    await expect(posts.getByText('Waiting for approval')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'My mail settings' }).getByText('My applications'),
    ).toBeVisible();
    // Job alerts compare new jobs with a CV: without one they cannot be turned on.
    const alerts = page.getByRole('region', { name: 'My job alerts' });
    await expect(
      alerts.getByText('Upload your CV first: job alerts compare new jobs with it.'),
    ).toBeVisible();
    await expect(alerts.getByLabel('Job alerts')).toBeDisabled();
  });
  test('signing out everywhere ends the session on the other device too', async ({
    app,
    freshPage,
    adminApi,
  }) => {
    const admin = adminApi;
    await admin.call('POST', '/admin/whitelist', { email: 'zeina@e2e.test' });
    const phone = await freshPage(390, 844);
    const laptop = await freshPage();
    for (const page of [phone, laptop]) {
      await residentLogin(page, app.url, 'zeina@e2e.test');
      await page.waitForURL(`${app.url}/`);
    }
    await laptop.goto(`${app.url}/my-activity`);
    const devices = laptop.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByText('This device')).toBeVisible();
    await expect(devices.getByRole('button', { name: /^Sign out .* signed in/ })).toHaveCount(1);
    await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
    await laptop
      .getByRole('dialog', { name: 'Sign out everywhere' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await laptop.waitForURL(`${app.url}/login`);
    await phone.goto(`${app.url}/careers`);
    await phone.waitForURL(`${app.url}/login`);
  });
});

test.describe("the committee's tools", () => {
  test('an admin imports a CSV with one bad row: it is named, and only the good rows are added', async ({
    adminPage,
  }) => {
    const page = adminPage;
    await page.getByRole('tab', { name: 'Whitelist' }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    const csv = [
      'email,name,unit,phone',
      'hala@e2e.test,Hala Nour,D-4,',
      'not an email,Bad Row,D-5,',
      'yasser@e2e.test,Yasser,D-6,',
    ];
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'residents.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.join('\n')),
    });
    await expect(dialog.getByText('3 rows read: 2 will be added, 1 cannot be (listed below).')).toBeVisible();
    const problems = dialog.getByRole('table', { name: 'Rows that cannot be added' });
    await expect(
      problems.getByRole('row', { name: /3 not an email Not a valid e-mail address/ }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Add 2 entries' }).click();
    await expect(toast(page).getByText('Added 2 entries to the whitelist. 1 row(s) left out.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'hala@e2e.test', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'yasser@e2e.test', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'not an email' })).toHaveCount(0);
  });

  test('the insights page draws its charts, each also readable as a table', async ({ app, adminPage }) => {
    const page = adminPage;
    await page.getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(`${app.url}/admin/insights`);
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    // The admin published 'Payroll Specialist' earlier in this run, so the industry chart has a bar to draw.
    for (const title of [
      'Applications per week',
      'Residents signed in per week',
      'Jobs and internships by industry',
      'Access requests',
    ]) {
      const chart = page.getByRole('region', { name: title });
      await expect(chart.locator('svg').first()).toBeVisible();
    }
    const applications = page.getByRole('region', { name: 'Applications per week' });
    await applications.getByText('Table', { exact: true }).click();
    const table = applications.getByRole('table', { name: 'Applications per week' });
    await expect(table.getByRole('columnheader', { name: 'Applications' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(13);
    // Rana applied earlier in this run: this week's row counts her application.
    expect(await table.getByRole('row').last().getByRole('cell').last().textContent()).toBe('1');
  });
});
