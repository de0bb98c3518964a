import { writeConvexExportZip } from '../../apps/server/scripts/convex-export-fixture.ts';
import { toast } from '../support/journey.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// The import adds about a thousand rows: an app of its own, so no other file's counts see them.
test.use({ appOptions: ownApp(import.meta.url) });

test.describe("bringing the community over from the original app's export", () => {
  test('an administrator imports the export, and a resident finds an imported job and its poster', async ({
    app,
    adminPage: page,
    residentPage: resident,
  }, testInfo) => {
    const exportPath = testInfo.outputPath('original-app-export.zip');
    const fixture = await writeConvexExportZip(exportPath);

    // From the dashboard's header, like Mail and Audit.
    await page.getByRole('link', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { name: 'Import from the original app', level: 1 })).toBeVisible();
    await page.getByLabel('Export file').setInputFiles(exportPath);
    await page.getByRole('button', { name: 'Upload and analyse' }).click();

    // The mapping it found: each table recognised by its fields, the unknown one left out.
    const tables = page.getByRole('region', { name: 'Tables in the export' });
    await expect(tables.getByRole('row', { name: /email_whitelist/ })).toBeVisible();
    // Mantine's Select is a text box or a combobox, depending on its state.
    const kindOf = (table: string) =>
      page
        .getByRole('textbox', { name: `Import ${table} as` })
        .or(page.getByRole('combobox', { name: `Import ${table} as` }))
        .first();
    await expect(kindOf('email_whitelist')).toHaveValue('Whitelist');
    await expect(kindOf('jobs')).toHaveValue('Jobs');
    await expect(kindOf('notifications')).toHaveValue('Do not import');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page).getByText('Import finished.')).toBeVisible({ timeout: 120_000 });

    // The report: per table, with the invalid rows and the missing file named.
    const report = page.getByRole('region', { name: 'Imported per table' });
    const jobsRow = report
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'jobs', exact: true }) });
    await expect(jobsRow.getByRole('cell').nth(2)).toHaveText(String(fixture.tables.jobs?.documents));
    const problems = page.getByRole('region', { name: 'Rows and files to look at' });
    await expect(problems.getByText('Please select your role in the company')).toBeVisible();
    await expect(problems.getByText('File missing')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^import-report-.*\.csv$/);

    // A resident finds an imported job, then its poster in the directory.
    await resident.goto(`${app.url}/careers`);
    await resident.getByLabel('Search jobs').fill(fixture.sampleJob.title);
    await expect(resident.getByText(fixture.sampleJob.title).first()).toBeVisible();
    await resident.goto(`${app.url}/directory`);
    await resident.getByLabel('Search directory').fill(fixture.sampleJob.posterName);
    await expect(resident.getByText(fixture.sampleJob.posterName).first()).toBeVisible();
  });
});
