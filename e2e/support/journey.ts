import type { Page } from '@playwright/test';
import { ADMIN } from './app.ts';

/** Signs the administrator in through /admin-login, as a person would. */
export async function adminLogin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel('Admin Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
}

export async function residentLogin(page: Page, baseUrl: string, email: string) {
  if (!page.url().endsWith('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Access Platform' }).click();
}

export async function logout(page: Page) {
  const inlineLogout = page.getByRole('button', { name: 'Logout' });
  if (!(await inlineLogout.isVisible()))
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

/**
 * The toast showing now (only one is ever visible): Mantine's notification is an alert. A page may show an alert of
 * its own (the dashboard's sign-in notice), so look for the toast's text in it: `toast(page).getByText(...)`.
 */
export const toast = (page: Page) => page.getByRole('alert');

/** Every page a signed-in resident can open, for the axe suites and the security headers check. */
export const RESIDENT_PAGES = [
  '/',
  '/careers',
  '/internships',
  '/courses',
  '/training',
  '/directory',
  '/cv-showcase',
  '/cv-upload',
  '/submit-internship',
  '/join-community',
  '/community-benefits',
  '/activities',
  '/my-activity',
  '/mail-settings',
];

/** The dashboard's fifteen tabs, in the specification's order (admin.md section 2). */
export const ADMIN_TABS = [
  'Jobs',
  'Internships',
  'Courses',
  'Benefits',
  'Applications',
  'CVs',
  'Trainings',
  'Directory',
  'Corporate',
  'Activities',
  'Whitelist',
  'Access Requests',
  'Removed Items',
  'CV-Job Match',
  'Backup',
];
