import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './journey.ts';
import { FAKE_PDF } from './pdf.ts';

export type Applicant = {
  name: string;
  email?: string;
  phone: string;
  coverLetter?: string;
  cv: { name: string; buffer: Buffer };
};

/** The spec's texts for the application modal's answers (spec/residents.md section 8). */
export const APPLICATION_SUBMITTED = 'Application Submitted';
export const SUBMISSION_FAILED = {
  title: 'Submission Failed',
  message: 'There was an error submitting your application. Please try again.',
};

/** Fills the application modal (jobs and internships share it) and sends it. */
async function submitApplication(dialog: Locator, applicant: Applicant) {
  await dialog.getByLabel('Full Name').fill(applicant.name);
  if (applicant.email) await dialog.getByLabel('Email').fill(applicant.email);
  await dialog.getByLabel('Phone Number').fill(applicant.phone);
  await dialog
    .getByLabel('CV / Resume')
    .setInputFiles({ name: applicant.cv.name, mimeType: 'application/pdf', buffer: applicant.cv.buffer });
  if (applicant.coverLetter) await dialog.getByLabel('Cover Letter').fill(applicant.coverLetter);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
}

/** Sends the application and waits for the spec's success toast and the modal closing. */
export async function applySuccessfully(page: Page, dialog: Locator, applicant: Applicant) {
  await submitApplication(dialog, applicant);
  await expect(toast(page).getByText(APPLICATION_SUBMITTED, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Sends an application with a file that claims to be a PDF but is not: the spec's failure toast, the reason
 * under the CV field, and the modal stays open.
 */
export async function applyWithFakePdf(page: Page, dialog: Locator, applicant: Omit<Applicant, 'cv'>) {
  await submitApplication(dialog, {
    ...applicant,
    cv: { name: 'cv.pdf', buffer: FAKE_PDF },
  });
  await expect(toast(page).getByText(SUBMISSION_FAILED.title, { exact: true })).toBeVisible();
  await expect(toast(page).getByText(SUBMISSION_FAILED.message, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/not a real PDF/)).toBeVisible();
  await expect(dialog).toBeVisible();
}

/**
 * In the admin dashboard's Applications tab: finds the application, opens its CV (a download) and checks it is
 * the PDF that was sent, then moves the application to Interview and checks it stays there after a reload.
 */
export async function reviewApplication(
  page: Page,
  applicant: { name: string; cvName: string; appliedFor: string },
) {
  await page.getByRole('tab', { name: 'Applications' }).click();
  const row = page.getByRole('row').filter({ hasText: applicant.name });
  await expect(row.getByText(applicant.appliedFor)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Open CV of ${applicant.name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(applicant.cvName);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  const status = page.getByRole('combobox', { name: `Status of ${applicant.name}'s application` });
  await status.click();
  await page.getByRole('option', { name: 'Interview', exact: true }).click();
  await expect(toast(page).getByText('Application status updated to Interview.')).toBeVisible();
  // The open tab is kept in the URL, so the reload comes back to Applications.
  await page.reload();
  await expect(page.getByText(applicant.name).first()).toBeVisible();
  await expect(status).toHaveValue('Interview');
}
