import type { Browser, Page } from '@playwright/test';
import { addPlatformAuthenticator } from '../support/browser.ts';
import { adminLogin, toast } from '../support/journey.ts';
import { expect, test } from '../support/fixtures.ts';

// Residents sign in by invite link; WebAuthn (the passkey offered after it) needs a host name, not an address.
test.use({ appOptions: { publicHost: 'localhost', env: { RESIDENT_SIGN_IN: 'invite' } } });

/** A fresh browser (nothing stored), with a platform authenticator that verifies its user. */
async function browserWithAuthenticator(
  browser: Browser,
  options: { canUseClipboard?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    permissions: options.canUseClipboard ? ['clipboard-read', 'clipboard-write'] : [],
  });
  const page = await context.newPage();
  return addPlatformAuthenticator(page);
}

const RESIDENT = 'invited.resident@e2e.test';

test.describe('invite links', () => {
  test('an administrator whitelists a resident, the link signs them in once on a fresh browser and offers a passkey', async ({
    app,
    browser,
  }) => {
    const admin = await browserWithAuthenticator(browser, { canUseClipboard: true });
    await adminLogin(admin, app.url);
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    await admin.getByLabel('Add email to whitelist').fill(RESIDENT);
    await admin.keyboard.press('Enter');
    await expect(toast(admin).getByText('Email added to whitelist successfully!')).toBeVisible();

    // The new entry's link, as a link to copy and a QR code to show.
    const dialog = admin.getByRole('dialog', { name: 'Invite link', exact: true });
    await expect(
      dialog.getByRole('img', { name: `QR code of the invite link for ${RESIDENT}` }),
    ).toBeVisible();
    const shown = await dialog.getByRole('textbox', { name: 'Invite link', exact: true }).inputValue();
    expect(shown).toMatch(new RegExp(`^${app.url}/invite\\?token=`));
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await admin.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(shown);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = admin.getByRole('row', { name: new RegExp(RESIDENT) });
    await expect(row.getByText('Pending')).toBeVisible();

    // A stranger's view of /login in this mode: no e-mail sign-in, a word on how to get in, passkeys.
    const resident = await browserWithAuthenticator(browser);
    await resident.goto(`${app.url}/login`);
    await expect(resident.getByText('Ask the committee for an invite link.', { exact: false })).toBeVisible();
    await expect(resident.getByLabel('Email Address')).toHaveCount(0);
    await expect(resident.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();

    // The link on the resident's own fresh browser: signed in, and offered a passkey.
    await resident.goto(link);
    await expect(resident.getByRole('heading', { name: 'Welcome, you are signed in' })).toBeVisible();
    await expect(resident.getByText(`You are signed in as ${RESIDENT}.`, { exact: false })).toBeVisible();
    const passkeys = resident.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
    await passkeys.getByLabel('Passkey name').fill('My phone');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(toast(resident).getByText('Passkey added')).toBeVisible();
    await expect(passkeys.getByText('My phone', { exact: true })).toBeVisible();
    await resident.getByRole('button', { name: 'Continue to Community Hub' }).click();
    await resident.waitForURL(`${app.url}/`);

    // The administrator's list now says the link was used.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    await expect(admin.getByRole('row', { name: new RegExp(RESIDENT) }).getByText('Used')).toBeVisible();

    // The same link a second time, on another fresh browser: refused, saying why and what to do.
    const again = await browserWithAuthenticator(browser);
    await again.goto(link);
    await expect(again.getByRole('heading', { name: 'Invite link not accepted' })).toBeVisible();
    await expect(
      again.getByText('it was already used, has expired or was replaced', { exact: false }),
    ).toBeVisible();
    await expect(again.getByText('Ask the committee for a new invite link.', { exact: false })).toBeVisible();
    expect(await again.evaluate(() => localStorage.getItem('sessionId'))).toBe(null);

    for (const page of [admin, resident, again]) await page.context().close();
  });

  test('a new link replaces the one before it', async ({ app, browser }) => {
    const admin = await browserWithAuthenticator(browser);
    await adminLogin(admin, app.url);
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    await admin.getByLabel('Add email to whitelist').fill('second.invite@e2e.test');
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Invite link', exact: true });
    const first = await dialog.getByRole('textbox', { name: 'Invite link', exact: true }).inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await admin.getByRole('button', { name: 'New invite link for second.invite@e2e.test' }).click();
    await admin
      .getByRole('dialog', { name: 'New invite link' })
      .getByRole('button', { name: 'Make new link' })
      .click();
    await expect(
      toast(admin).getByText('New invite link made. The earlier link no longer works.'),
    ).toBeVisible();
    const second = await dialog.getByRole('textbox', { name: 'Invite link', exact: true }).inputValue();
    expect(second).not.toBe(first);

    const stale = await browserWithAuthenticator(browser);
    await stale.goto(first);
    await expect(stale.getByRole('heading', { name: 'Invite link not accepted' })).toBeVisible();
    const fresh = await browserWithAuthenticator(browser);
    await fresh.goto(second);
    await expect(fresh.getByRole('heading', { name: 'Welcome, you are signed in' })).toBeVisible();
    for (const page of [admin, stale, fresh]) await page.context().close();
  });

  test("approving an access request from Needs review shows the new resident's invite link", async ({
    app,
    browser,
  }) => {
    const asked = await fetch(`${app.url}/api/access-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Amal Hassan',
        email: 'amal.invite@e2e.test',
        unitNumber: 'B-12',
        mobile: '',
      }),
    });
    expect(asked.status).toBe(201);
    const admin = await browserWithAuthenticator(browser);
    await adminLogin(admin, app.url);
    await admin
      .getByRole('region', { name: 'Needs review' })
      .getByRole('button', { name: 'Approve access request from Amal Hassan' })
      .click();
    await expect(toast(admin).getByText('Access request approved successfully!')).toBeVisible();
    const dialog = admin.getByRole('dialog', { name: 'Invite link', exact: true });
    await expect(
      dialog.getByRole('img', { name: 'QR code of the invite link for amal.invite@e2e.test' }),
    ).toBeVisible();
    const link = await dialog.getByRole('textbox', { name: 'Invite link', exact: true }).inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const resident = await browserWithAuthenticator(browser);
    await resident.goto(link);
    await expect(
      resident.getByText('You are signed in as amal.invite@e2e.test.', { exact: false }),
    ).toBeVisible();
    for (const page of [admin, resident]) await page.context().close();
  });
});
