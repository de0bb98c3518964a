import type { Locator, Page } from '@playwright/test';
import { SMALL_PDF } from '../support/api.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';
import { residentLogin, toast } from '../support/journey.ts';

// The directory starts empty and its tabs count every profile: this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url) });

const PORTFOLIO = { name: 'Nile Partners portfolio.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF };

async function whitelist(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Whitelist' }).click();
  await page.getByLabel('Add email to whitelist').fill(email);
  await page.keyboard.press('Enter');
  await expect(toast(page).getByText('Email added to whitelist successfully!')).toBeVisible();
}

async function signIn(page: Page, baseUrl: string, email: string) {
  await residentLogin(page, baseUrl, email);
  await page.waitForURL(`${baseUrl}/`);
  return page;
}

/** Picks an option in a Mantine Select, as a person would: open it, click the option. */
async function pick(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('directory', () => {
  test('a resident joins, finds and edits their card; another resident cannot edit it; a hidden corporate profile disappears', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const admin = adminPage;
    await whitelist(admin, 'rana@e2e.test');
    await whitelist(admin, 'yusuf@e2e.test');

    // Rana joins the professional community from the directory, on a phone.
    const rana = await signIn(await freshPage(375, 812), app.url, 'rana@e2e.test');
    await rana.goto(`${app.url}/directory`);
    await expect(rana.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
    // The empty directory's own invitation has a name of its own, so the header link is the only one.
    await expect(rana.getByRole('link', { name: 'Be the first to join' })).toBeVisible();
    await rana.getByRole('link', { name: 'Join Professional Community' }).click();
    await rana.waitForURL(`${app.url}/join-community`);
    await rana.getByLabel('Full Name').fill('');
    await rana.getByRole('button', { name: 'Join Community' }).click();
    await expect(rana.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(rana.getByText('Title must be at least 2 characters')).toBeVisible();
    await expect(rana.getByText('Please select an area of expertise')).toBeVisible();

    await rana.getByLabel('Full Name').fill('Rana Saleh');
    await expect(rana.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('rana@e2e.test');
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
    await rana.getByLabel('CV', { exact: true }).setInputFiles(PORTFOLIO);
    await rana.getByRole('button', { name: 'Join Community' }).click();
    await expect(toast(rana).getByText('Welcome to the community!')).toBeVisible();
    await rana.getByRole('link', { name: 'Go to Directory' }).click();
    await rana.waitForURL(`${app.url}/directory`);

    await expect(rana.getByRole('tab', { name: 'Professionals (1)' })).toBeVisible();
    const ranaCard = card(rana, 'Rana Saleh');
    await expect(ranaCard.getByText('Structural Engineer')).toBeVisible();
    await expect(ranaCard.getByText('Steel Design')).toBeVisible();
    await expect(ranaCard.getByText('+1 more')).toBeVisible();
    await expect(ranaCard.getByRole('link', { name: 'Email Rana Saleh' })).toHaveAttribute(
      'href',
      'mailto:rana@e2e.test',
    );

    // She edits it: Save waits for a title.
    await ranaCard.getByRole('button', { name: "Edit Rana Saleh's profile" }).click();
    const dialog = rana.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Lead Structural Engineer');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(rana).getByText('Profile updated successfully')).toBeVisible();
    await expect(ranaCard.getByText('Lead Structural Engineer')).toBeVisible();

    // Yusuf finds her by a skill, reads the details, but has no Edit or Delete.
    const yusuf = await signIn(await freshPage(), app.url, 'yusuf@e2e.test');
    await yusuf.goto(`${app.url}/directory`);
    await yusuf.getByLabel('Search directory').fill('revit');
    const seen = card(yusuf, 'Rana Saleh');
    await expect(seen).toBeVisible();
    await expect(seen.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
    await seen.getByRole('button', { name: 'View Details of Rana Saleh' }).click();
    const details = yusuf.getByRole('dialog', { name: 'Rana Saleh' });
    await expect(details.getByText('Advice on renovations.')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await yusuf.getByLabel('Search directory').fill('');

    // Nor does the server let him: with his own session, editing or deleting her profile is refused.
    const ranaProfile = await yusuf.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('sessionId')}` };
      const list = await fetch('/api/profiles?kind=professional&search=revit', { headers });
      const { items } = (await list.json()) as { items: Array<{ id: string; isOwner: boolean }> };
      return items[0];
    });
    if (!ranaProfile) throw new Error("Rana's profile is not in the directory's answer");
    expect(ranaProfile.isOwner).toBe(false);
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
    expect(refusals).toEqual([404, 404]);

    // The admin adds a corporate partner with a real PDF portfolio.
    await admin.getByRole('tab', { name: 'Corporate' }).click();
    const form = admin.getByRole('form', { name: 'Create Corporate Profile' });
    await form.getByRole('button', { name: 'Create Profile' }).click();
    await expect(form.getByText('Company is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Nile Partners');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Corporate Partner');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Nile Partners LLC');
    await form.getByLabel('Contact Email').fill('hello@nilepartners.test');
    await pick(admin, form, 'Industry', 'Consulting');
    await form.getByLabel('Portfolio', { exact: true }).setInputFiles(PORTFOLIO);
    await form.getByRole('button', { name: 'Create Profile' }).click();
    await expect(toast(admin).getByText('Corporate profile created successfully!')).toBeVisible();
    await expect(admin.getByRole('listitem', { name: 'Nile Partners' })).toBeVisible();

    // Yusuf sees it under Corporate and downloads the portfolio.
    await yusuf.getByRole('tab', { name: /^Corporate/ }).click();
    await expect(yusuf.getByRole('tab', { name: 'Corporate (1)' })).toBeVisible();
    const partner = card(yusuf, 'Nile Partners');
    const [download] = await Promise.all([
      yusuf.waitForEvent('download'),
      partner.getByRole('button', { name: 'View Portfolio of Nile Partners' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Nile Partners portfolio.pdf');

    // The admin hides it; Yusuf no longer sees it.
    await admin.getByRole('button', { name: 'Hide Nile Partners' }).click();
    await expect(toast(admin).getByText('Nile Partners is now hidden from the directory.')).toBeVisible();
    await yusuf.reload();
    await yusuf.getByRole('tab', { name: /^Corporate/ }).click();
    await expect(yusuf.getByRole('tab', { name: 'Corporate (0)' })).toBeVisible();
    await expect(yusuf.getByText('No corporate partners found')).toBeVisible();
    await expect(card(yusuf, 'Nile Partners')).toHaveCount(0);

    // Rana deletes her own profile after confirming.
    await ranaCard.getByRole('button', { name: "Delete Rana Saleh's profile" }).click();
    await rana
      .getByRole('dialog', { name: "Delete Rana Saleh's profile?" })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(rana).getByText('Profile deleted successfully')).toBeVisible();
    await expect(rana.getByText('No professionals found')).toBeVisible();
  });
});
