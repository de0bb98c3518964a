import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiSession, jobPayload } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { applySuccessfully } from '../support/applications.ts';
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
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('my activity', () => {
  it('a resident applies, opens My Activity and sees the status the admin set; their posts show their state', async () => {
    const admin = await apiSession(app.url, { admin: true });
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
    await applications.getByRole('link', { name: 'Payroll Specialist' }).waitFor();
    await applications.getByText('Submitted', { exact: true }).waitFor();

    const resident = await apiSession(app.url, { email: 'rana@e2e.test' });
    const [application] = (
      await admin.call<{ items: Array<{ id: string }> }>('GET', '/admin/applications?search=rana')
    ).items;
    assert.ok(application);
    await admin.call('PATCH', `/admin/applications/${application.id}`, { status: 'interview' });
    // Live: the page hears the change and shows the new status without a reload.
    await applications.getByText('Interview', { exact: true }).waitFor({ timeout: 5000 });

    await resident.call('POST', '/jobs', jobPayload({ title: 'Bookkeeper wanted' }));
    await page.reload();
    const posts = page.getByRole('region', { name: 'My posts' });
    await posts.getByText('Bookkeeper wanted').waitFor();
    await posts.getByText('Waiting for approval').waitFor();
    await page.getByRole('region', { name: 'My mail settings' }).getByText('My applications').waitFor();
    // Job alerts compare new jobs with a CV: without one they cannot be turned on.
    const alerts = page.getByRole('region', { name: 'My job alerts' });
    await alerts.getByText('Upload your CV first: job alerts compare new jobs with it.').waitFor();
    assert.equal(await alerts.getByLabel('Job alerts').isDisabled(), true);
  });
  it('signing out everywhere ends the session on the other device too', async () => {
    const admin = await apiSession(app.url, { admin: true });
    await admin.call('POST', '/admin/whitelist', { email: 'zeina@e2e.test' });
    const phone = await freshPage(390, 844);
    const laptop = await freshPage();
    for (const page of [phone, laptop]) {
      await residentLogin(page, app.url, 'zeina@e2e.test');
      await page.waitForURL(`${app.url}/`);
    }
    await laptop.goto(`${app.url}/my-activity`);
    const devices = laptop.getByRole('region', { name: 'Signed-in devices' });
    await devices.getByText('This device').waitFor();
    assert.equal(await devices.getByRole('button', { name: /^Sign out .* signed in/ }).count(), 1);
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

describe("the committee's tools", () => {
  it('an admin imports a CSV with one bad row: it is named, and only the good rows are added', async () => {
    const page = await freshPage();
    await adminLogin(page, app.url);
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
    await dialog.getByText('3 rows read: 2 will be added, 1 cannot be (listed below).').waitFor();
    const problems = dialog.getByRole('table', { name: 'Rows that cannot be added' });
    await problems.getByRole('row', { name: /3 not an email Not a valid e-mail address/ }).waitFor();
    await dialog.getByRole('button', { name: 'Add 2 entries' }).click();
    await toast(page).getByText('Added 2 entries to the whitelist. 1 row(s) left out.').waitFor();
    await page.getByRole('cell', { name: 'hala@e2e.test', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'yasser@e2e.test', exact: true }).waitFor();
    assert.equal(await page.getByRole('cell', { name: 'not an email' }).count(), 0);
  });

  it('the insights page draws its charts, each also readable as a table', async () => {
    const page = await freshPage();
    await adminLogin(page, app.url);
    await page.getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(`${app.url}/admin/insights`);
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
    // The admin published 'Payroll Specialist' earlier in this run, so the industry chart has a bar to draw.
    for (const title of [
      'Applications per week',
      'Residents signed in per week',
      'Jobs and internships by industry',
      'Access requests',
    ]) {
      const chart = page.getByRole('region', { name: title });
      await chart.locator('svg.recharts-surface').first().waitFor();
    }
    const applications = page.getByRole('region', { name: 'Applications per week' });
    await applications.getByText('Table', { exact: true }).click();
    const table = applications.getByRole('table', { name: 'Applications per week' });
    await table.getByRole('columnheader', { name: 'Applications' }).waitFor();
    assert.equal(await table.getByRole('row').count(), 13);
    // Rana applied earlier in this run: this week's row counts her application.
    assert.equal(await table.getByRole('row').last().getByRole('cell').last().textContent(), '1');
  });
});
