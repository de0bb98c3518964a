import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../../apps/server/src/lib/free-port.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { addPlatformAuthenticator, launchBrowser } from '../support/browser.ts';
import { adminLogin, toast } from '../support/journey.ts';

let app: RunningApp;
let browser: Browser;
let baseUrl: string;

before(async () => {
  // Residents sign in by invite link; WebAuthn (the passkey offered after it) needs a host name, not an address.
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  [app, browser] = await Promise.all([
    startApp({ port, env: { PUBLIC_URL: baseUrl, RESIDENT_SIGN_IN: 'invite' } }),
    launchBrowser(),
  ]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

/** A fresh browser (nothing stored), with a platform authenticator that verifies its user. */
async function freshPage(options: { canUseClipboard?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    permissions: options.canUseClipboard ? ['clipboard-read', 'clipboard-write'] : [],
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return addPlatformAuthenticator(page);
}

const RESIDENT = 'invited.resident@e2e.test';

describe('invite links', () => {
  it('an administrator whitelists a resident, the link signs them in once on a fresh browser and offers a passkey', async () => {
    const admin = await freshPage({ canUseClipboard: true });
    await adminLogin(admin, baseUrl);
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    await admin.getByLabel('Add email to whitelist').fill(RESIDENT);
    await admin.keyboard.press('Enter');
    await toast(admin).getByText('Email added to whitelist successfully!').waitFor();

    // The new entry's link, as a link to copy and a QR code to show.
    const dialog = admin.getByRole('dialog', { name: 'Invite link', exact: true });
    await dialog.getByRole('img', { name: `QR code of the invite link for ${RESIDENT}` }).waitFor();
    const shown = await dialog.getByRole('textbox', { name: 'Invite link', exact: true }).inputValue();
    assert.match(shown, new RegExp(`^${baseUrl}/invite\\?token=`));
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('button', { name: 'Link copied' }).waitFor();
    const link = await admin.evaluate(() => navigator.clipboard.readText());
    assert.equal(link, shown);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = admin.getByRole('row', { name: new RegExp(RESIDENT) });
    await row.getByText('Pending').waitFor();

    // A stranger's view of /login in this mode: no e-mail sign-in, a word on how to get in, passkeys.
    const resident = await freshPage();
    await resident.goto(`${baseUrl}/login`);
    await resident.getByText('Ask the committee for an invite link.', { exact: false }).waitFor();
    assert.equal(await resident.getByLabel('Email Address').count(), 0);
    await resident.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();

    // The link on the resident's own fresh browser: signed in, and offered a passkey.
    await resident.goto(link);
    await resident.getByRole('heading', { name: 'Welcome, you are signed in' }).waitFor();
    await resident.getByText(`You are signed in as ${RESIDENT}.`, { exact: false }).waitFor();
    const passkeys = resident.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByText('No passkeys yet.').waitFor();
    await passkeys.getByLabel('Passkey name').fill('My phone');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await toast(resident).getByText('Passkey added').waitFor();
    await passkeys.getByText('My phone', { exact: true }).waitFor();
    await resident.getByRole('button', { name: 'Continue to Community Hub' }).click();
    await resident.waitForURL(`${baseUrl}/`);

    // The administrator's list now says the link was used.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    await admin
      .getByRole('row', { name: new RegExp(RESIDENT) })
      .getByText('Used')
      .waitFor();

    // The same link a second time, on another fresh browser: refused, saying why and what to do.
    const again = await freshPage();
    await again.goto(link);
    await again.getByRole('heading', { name: 'Invite link not accepted' }).waitFor();
    await again.getByText('it was already used, has expired or was replaced', { exact: false }).waitFor();
    await again.getByText('Ask the committee for a new invite link.', { exact: false }).waitFor();
    assert.equal(await again.evaluate(() => localStorage.getItem('sessionId')), null);

    for (const page of [admin, resident, again]) await page.context().close();
  });

  it('a new link replaces the one before it', async () => {
    const admin = await freshPage();
    await adminLogin(admin, baseUrl);
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    await admin.getByLabel('Add email to whitelist').fill('second.invite@e2e.test');
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Invite link', exact: true });
    const first = await dialog.getByRole('textbox', { name: 'Invite link', exact: true }).inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await admin.getByRole('button', { name: 'New invite link for second.invite@e2e.test' }).click();
    await admin
      .getByRole('dialog', { name: 'New invite link' })
      .getByRole('button', { name: 'Make new link' })
      .click();
    await toast(admin).getByText('New invite link made. The earlier link no longer works.').waitFor();
    const second = await dialog.getByRole('textbox', { name: 'Invite link', exact: true }).inputValue();
    assert.notEqual(second, first);

    const stale = await freshPage();
    await stale.goto(first);
    await stale.getByRole('heading', { name: 'Invite link not accepted' }).waitFor();
    const fresh = await freshPage();
    await fresh.goto(second);
    await fresh.getByRole('heading', { name: 'Welcome, you are signed in' }).waitFor();
    for (const page of [admin, stale, fresh]) await page.context().close();
  });

  it("approving an access request from Needs review shows the new resident's invite link", async () => {
    const asked = await fetch(`${baseUrl}/api/access-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Amal Hassan',
        email: 'amal.invite@e2e.test',
        unitNumber: 'B-12',
        mobile: '',
      }),
    });
    assert.equal(asked.status, 201);
    const admin = await freshPage();
    await adminLogin(admin, baseUrl);
    await admin
      .getByRole('region', { name: 'Needs review' })
      .getByRole('button', { name: 'Approve access request from Amal Hassan' })
      .click();
    await toast(admin).getByText('Access request approved successfully!').waitFor();
    const dialog = admin.getByRole('dialog', { name: 'Invite link', exact: true });
    await dialog.getByRole('img', { name: 'QR code of the invite link for amal.invite@e2e.test' }).waitFor();
    const link = await dialog.getByRole('textbox', { name: 'Invite link', exact: true }).inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const resident = await freshPage();
    await resident.goto(link);
    await resident.getByText('You are signed in as amal.invite@e2e.test.', { exact: false }).waitFor();
    for (const page of [admin, resident]) await page.context().close();
  });
});
