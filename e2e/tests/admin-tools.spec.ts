import { readFile } from 'node:fs/promises';
import { apiSession, jobPayload, SMALL_PDF } from '../support/api.ts';
import { toast } from '../support/journey.ts';
import type { RunningApp } from '../support/app.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// The backup is restored over the whole database, and the list of backups starts empty: an app of its own.
test.use({ appOptions: ownApp(import.meta.url) });

async function uploadCv(app: RunningApp, email: string, fields: Record<string, string>) {
  const admin = await apiSession(app.url, { admin: true });
  await admin.call('POST', '/admin/whitelist', { email });
  const resident = await apiSession(app.url, { email });
  const form = new FormData();
  for (const [key, value] of Object.entries({ email, ...fields })) form.append(key, value);
  form.append('cv', new Blob([SMALL_PDF], { type: 'application/pdf' }), `${fields.name}.pdf`);
  await resident.call('POST', '/cvs', form);
}

test.describe('administrator tools', () => {
  test('CV-Job Match ranks the CVs with the job skills first and explains the score', async ({
    app,
    adminPage,
    adminApi,
  }) => {
    await adminApi.call('POST', '/admin/jobs', jobPayload({ title: 'Frontend Developer' }));
    await uploadCv(app, 'amal@e2e.test', {
      name: 'Amal Fathy',
      title: 'Frontend Developer',
      section: 'Technology/IT',
      skills: 'JS, React, Postgres',
      yearsOfExperience: '3',
    });
    await uploadCv(app, 'basem@e2e.test', {
      name: 'Basem Aly',
      title: 'Web Developer',
      section: 'Technology/IT',
      skills: 'JavaScript, PHP',
      yearsOfExperience: '8',
    });
    await uploadCv(app, 'hany@e2e.test', {
      name: 'Hany Said',
      title: 'Accountant',
      section: 'Finance',
      skills: 'Excel, Accounting',
      yearsOfExperience: '2',
    });

    const page = adminPage;
    await page.getByRole('tab', { name: 'CV-Job Match' }).click();
    // Typed, as a person searches: the list of jobs answers the words (and may still be loading on a busy machine).
    const jobField = page
      .getByRole('textbox', { name: 'Job' })
      .or(page.getByRole('combobox', { name: 'Job' }))
      .first();
    await jobField.click();
    await jobField.fill('Frontend');
    await page.getByRole('option', { name: /Frontend Developer/ }).click();
    await expect(page.getByText('1. Amal Fathy')).toBeVisible();
    await expect(page.getByText('2. Basem Aly')).toBeVisible();
    await expect(page.getByText('Hany Said')).toHaveCount(0);
    await expect(page.getByText('3 years of experience')).toBeVisible();
    await page.getByRole('button', { name: 'How the score is computed' }).click();
    await expect(page.getByText(/Skills \(50%\)/)).toBeVisible();
    await page.keyboard.press('Escape');

    // 'View Profile' opens that CV's profile in the showcase, the list searched for the name.
    await page.getByRole('link', { name: 'View profile of Amal Fathy' }).click();
    await expect(page.getByRole('dialog', { name: "Amal Fathy's profile" })).toBeVisible();
    await expect(page.getByLabel('Search CVs')).toHaveValue('Amal Fathy');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('article', { name: 'Amal Fathy' })).toBeVisible();
    await page.goBack();

    // The reverse, from a CV in the CVs tab: the open jobs that fit it best.
    await page.getByRole('tab', { name: 'CVs', exact: true }).click();
    await page.getByRole('button', { name: 'Matching jobs for Amal Fathy' }).click();
    const modal = page.getByRole('dialog', { name: 'Best matching jobs for Amal Fathy' });
    await expect(modal.getByText('1. Frontend Developer')).toBeVisible();
  });

  test('creates a backup, lists it and downloads it', async ({ app, adminPage }) => {
    const page = adminPage;
    await page.getByRole('tab', { name: 'Backup' }).click();
    await expect(page.getByText('No backups found')).toBeVisible();
    await page.getByRole('button', { name: 'Create Backup' }).click();
    await expect(toast(page).getByText(/Backup created/)).toBeVisible();
    await expect(page.getByText(/\d+ files? · \d+ records?/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download backup community-hub-/ }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^community-hub-.*\.hubbackup$/);

    // Schedule Backup: off, daily or weekly, and how many to keep.
    await page
      .getByRole('combobox', { name: 'Interval' })
      .or(page.getByRole('textbox', { name: 'Interval' }))
      .first()
      .click();
    for (const option of ['Off', 'Daily', 'Weekly'])
      await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
    await page.getByRole('option', { name: 'Weekly', exact: true }).click();
    await page.getByRole('textbox', { name: 'Backups to keep' }).fill('3');
    await page.getByRole('button', { name: 'Save Schedule' }).click();
    await expect(toast(page).getByText('Backup schedule saved.')).toBeVisible();

    // Restore Backup asks first, with a clear warning; cancelling changes nothing.
    const archive = await readFile(await saved.path());
    await page
      .getByLabel('Backup file')
      .setInputFiles({ name: saved.suggestedFilename(), mimeType: 'application/gzip', buffer: archive });
    await page.getByRole('button', { name: 'Restore Backup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
    await expect(
      dialog.getByText(
        /is replaced by community-hub-.*everyone, you included, is signed out.*cannot be undone/,
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Restore Backup' }).click();
    await dialog.getByRole('button', { name: 'Replace everything' }).click();
    await expect(toast(page).getByText(/Backup restored/)).toBeVisible();
    await page.waitForURL(`${app.url}/admin-login`);
  });
});
