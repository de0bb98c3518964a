import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { toast } from '../support/journey.ts';

let app: RunningApp;
let browser: Browser;

before(async () => {
  [app, browser] = await Promise.all([startApp({ withAdmin: false }), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

describe('first run', () => {
  it('the owner opens the setup link from the log, creates the first administrator and signs in', async () => {
    const logged = await app.waitForLog((record) => typeof record.setupUrl === 'string');
    const setupUrl = String(logged.setupUrl);
    assert.match(setupUrl, new RegExp(`^${app.url}/setup\\?token=[\\w-]{43}$`));

    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(setupUrl);
    await page.getByRole('heading', { name: 'Set Up Community Hub' }).waitFor();
    await page.getByLabel('Admin Email').fill('owner@e2e.test');
    await page.getByLabel('Password', { exact: true }).fill('too short');
    await page.getByLabel('Password Again').fill('too short');
    await page.getByRole('button', { name: 'Create Administrator' }).click();
    await page.getByText('Password must be at least 12 characters').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('the owner password');
    await page.getByLabel('Password Again').fill('the owner passw0rd');
    await page.getByRole('button', { name: 'Create Administrator' }).click();
    await page.getByText('The two passwords do not match').waitFor();

    await page.getByLabel('Password Again').fill('the owner password');
    await page.getByRole('button', { name: 'Create Administrator' }).click();
    await toast(page).getByText('Administrator Created').waitFor();
    await page.waitForURL(`${app.url}/admin-login`);

    await page.getByLabel('Admin Email').fill('owner@e2e.test');
    await page.getByLabel('Password').fill('the owner password');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.waitForURL(`${app.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // The link is spent: it says so and points to the Admin Portal.
    const again = await (await browser.newContext()).newPage();
    await again.goto(setupUrl);
    await again
      .getByText(
        'This setup link has already been used: an administrator exists. Sign in at the Admin Portal.',
      )
      .waitFor();
    await again.getByRole('link', { name: 'Go to Admin Portal' }).click();
    await again.waitForURL(`${app.url}/admin-login`);
  });
});
