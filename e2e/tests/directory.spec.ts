import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, residentLogin, toast } from '../support/journey.ts';

let app: RunningApp;
let browser: Browser;
let fixtures: string;
let pdfPath: string;

before(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'hub-e2e-directory-'));
  pdfPath = join(fixtures, 'Nile Partners portfolio.pdf');
  await writeFile(pdfPath, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
  await rm(fixtures, { recursive: true, force: true });
});

async function freshPage(width = 1366, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await toast(page).getByText('Email added to whitelist successfully!').waitFor();
}

async function signIn(email: string, width?: number, height?: number) {
  const page = await freshPage(width, height);
  await residentLogin(page, app.url, email);
  await page.waitForURL(`${app.url}/`);
  return page;
}

/** Picks an option in a Mantine Select, as a person would: open it, click the option. */
async function pick(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('directory', () => {
  it('a resident joins, finds and edits their card; another resident cannot edit it; a hidden corporate profile disappears', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await whitelist(admin, 'rana@e2e.test');
    await whitelist(admin, 'yusuf@e2e.test');

    // Rana joins the professional community from the directory, on a phone.
    const rana = await signIn('rana@e2e.test', 375, 812);
    await rana.goto(`${app.url}/directory`);
    await rana.getByRole('heading', { name: 'Directory', level: 1 }).waitFor();
    // The empty directory's own invitation has a name of its own, so the header link is the only one.
    await rana.getByRole('link', { name: 'Be the first to join' }).waitFor();
    await rana.getByRole('link', { name: 'Join Professional Community' }).click();
    await rana.waitForURL(`${app.url}/join-community`);
    await rana.getByLabel('Full Name').fill('');
    await rana.getByRole('button', { name: 'Join Community' }).click();
    await rana.getByText('Name must be at least 2 characters').waitFor();
    await rana.getByText('Title must be at least 2 characters').waitFor();
    await rana.getByText('Please select an area of expertise').waitFor();

    await rana.getByLabel('Full Name').fill('Rana Saleh');
    assert.equal(
      await rana.getByRole('textbox', { name: 'Email', exact: true }).inputValue(),
      'rana@e2e.test',
    );
    await rana.getByLabel('Professional Title').fill('Structural Engineer');
    await rana.getByRole('textbox', { name: 'Company', exact: true }).fill('Delta Build');
    await rana.getByLabel('Phone').fill('+20 100 555 0142');
    await pick(rana, rana, 'Area of Expertise', 'Engineering');
    await rana.getByLabel('Skills').fill('Steel Design, Site Safety, Revit, Concrete');
    await rana.getByLabel('LinkedIn URL').fill('linkedin.com/in/rana-saleh');
    await rana
      .getByRole('textbox', { name: 'Bio', exact: true })
      .fill('Fifteen years designing homes and schools.');
    await rana.getByLabel('How can you support the community?').fill('Advice on renovations.');
    await rana.getByLabel('CV', { exact: true }).setInputFiles(pdfPath);
    await rana.getByRole('button', { name: 'Join Community' }).click();
    await toast(rana).getByText('Welcome to the community!').waitFor();
    await rana.getByRole('link', { name: 'Go to Directory' }).click();
    await rana.waitForURL(`${app.url}/directory`);

    await rana.getByRole('tab', { name: 'Professionals (1)' }).waitFor();
    const ranaCard = card(rana, 'Rana Saleh');
    await ranaCard.getByText('Structural Engineer').waitFor();
    await ranaCard.getByText('Steel Design').waitFor();
    await ranaCard.getByText('+1 more').waitFor();
    assert.equal(
      await ranaCard.getByRole('link', { name: 'Email Rana Saleh' }).getAttribute('href'),
      'mailto:rana@e2e.test',
    );

    // She edits it: Save waits for a title.
    await ranaCard.getByRole('button', { name: "Edit Rana Saleh's profile" }).click();
    const dialog = rana.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('');
    assert.equal(await dialog.getByRole('button', { name: 'Save Changes' }).isDisabled(), true);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Lead Structural Engineer');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(rana).getByText('Profile updated successfully').waitFor();
    await ranaCard.getByText('Lead Structural Engineer').waitFor();

    // Yusuf finds her by a skill, reads the details, but has no Edit or Delete.
    const yusuf = await signIn('yusuf@e2e.test');
    await yusuf.goto(`${app.url}/directory`);
    await yusuf.getByLabel('Search directory').fill('revit');
    const seen = card(yusuf, 'Rana Saleh');
    await seen.waitFor();
    assert.equal(await seen.getByRole('button', { name: /Edit|Delete/ }).count(), 0);
    await seen.getByRole('button', { name: 'View Details of Rana Saleh' }).click();
    const details = yusuf.getByRole('dialog', { name: 'Rana Saleh' });
    await details.getByText('Advice on renovations.').waitFor();
    await details.getByRole('button', { name: 'Close' }).click();
    await yusuf.getByLabel('Search directory').fill('');

    // Nor does the server let him: with his own session, editing or deleting her profile is refused.
    const ranaProfile = await yusuf.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('sessionId')}` };
      const list = await fetch('/api/profiles?kind=professional&search=revit', { headers });
      const { items } = (await list.json()) as { items: Array<{ id: string; isOwner: boolean }> };
      return items[0];
    });
    assert.ok(ranaProfile);
    assert.equal(ranaProfile.isOwner, false);
    const refusals = await yusuf.evaluate(async (id) => {
      const headers = {
        authorization: `Bearer ${localStorage.getItem('sessionId')}`,
        'content-type': 'application/json',
      };
      const edit = await fetch(`/api/profiles/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ name: 'Taken Over', title: 'Nobody' }),
      });
      const remove = await fetch(`/api/profiles/${id}`, {
        method: 'DELETE',
        headers: { authorization: headers.authorization },
      });
      return [edit.status, remove.status];
    }, ranaProfile.id);
    assert.deepEqual(refusals, [404, 404]);

    // The admin adds a corporate partner with a real PDF portfolio.
    await admin.getByRole('tab', { name: 'Corporate' }).click();
    const form = admin.getByRole('form', { name: 'Create Corporate Profile' });
    await form.getByRole('button', { name: 'Create Profile' }).click();
    await form.getByText('Company is required').waitFor();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Nile Partners');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Corporate Partner');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Nile Partners LLC');
    await form.getByLabel('Contact Email').fill('hello@nilepartners.test');
    await pick(admin, form, 'Industry', 'Consulting');
    await form.getByLabel('Portfolio', { exact: true }).setInputFiles(pdfPath);
    await form.getByRole('button', { name: 'Create Profile' }).click();
    await toast(admin).getByText('Corporate profile created successfully!').waitFor();
    await admin.getByRole('listitem', { name: 'Nile Partners' }).waitFor();

    // Yusuf sees it under Corporate and downloads the portfolio.
    await yusuf.getByRole('tab', { name: /^Corporate/ }).click();
    await yusuf.getByRole('tab', { name: 'Corporate (1)' }).waitFor();
    const partner = card(yusuf, 'Nile Partners');
    const [download] = await Promise.all([
      yusuf.waitForEvent('download'),
      partner.getByRole('button', { name: 'View Portfolio of Nile Partners' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'Nile Partners portfolio.pdf');

    // The admin hides it; Yusuf no longer sees it.
    await admin.getByRole('button', { name: 'Hide Nile Partners' }).click();
    await toast(admin).getByText('Nile Partners is now hidden from the directory.').waitFor();
    await yusuf.reload();
    await yusuf.getByRole('tab', { name: /^Corporate/ }).click();
    await yusuf.getByRole('tab', { name: 'Corporate (0)' }).waitFor();
    await yusuf.getByText('No corporate partners found').waitFor();
    assert.equal(await card(yusuf, 'Nile Partners').count(), 0);

    // Rana deletes her own profile after confirming.
    await ranaCard.getByRole('button', { name: "Delete Rana Saleh's profile" }).click();
    await rana
      .getByRole('dialog', { name: "Delete Rana Saleh's profile?" })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(rana).getByText('Profile deleted successfully').waitFor();
    await rana.getByText('No professionals found').waitFor();
  });
});
