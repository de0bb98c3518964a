import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { apiSession } from '../support/api.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { CHROMIUM_PATH } from '../support/browser.ts';
import { adminLogin, residentLogin, toast } from '../support/journey.ts';

let app: RunningApp;
let profile: string;
let context: BrowserContext;

before(async () => {
  profile = await mkdtemp(join(tmpdir(), 'hub-e2e-profile-'));
  app = await startApp();
  // A browser profile on disk, as a person's is: Chromium reports an incognito context (Playwright's newContext) as
  // not installable, and has no Push API there.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
    viewport: { width: 1366, height: 900 },
  });
  await context.grantPermissions(['notifications'], { origin: app.url });
  const admin = await apiSession(app.url, { admin: true });
  await admin.call('POST', '/admin/whitelist', { email: 'nour@e2e.test' });
});
after(async () => {
  await context?.close();
  await app?.stop();
  if (profile) await rm(profile, { recursive: true, force: true });
});

/** The width and height a PNG says it has (its IHDR chunk). */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** What `look` finds, once it finds something (the browser shows a notification in its own time). */
async function until<T>(look: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`nothing found within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** The page the resident works in: signed in, the service worker installed and in control. */
let resident: Page;
let cdp: CDPSession;

describe('the installable app', () => {
  it('serves a valid web app manifest with the icons browsers ask for', async () => {
    const response = await fetch(`${app.url}/manifest.webmanifest`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    assert.equal(manifest.name, 'Community Hub');
    assert.ok(manifest.short_name.length > 0 && manifest.short_name.length <= 12);
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = manifest.icons.find((entry) => entry.sizes === sizes && entry.purpose === purpose);
      assert.ok(icon, `an icon ${sizes} ${purpose}`);
      const image = await fetch(`${app.url}${icon.src}`);
      assert.equal(image.headers.get('content-type'), 'image/png');
      const [width, height] = sizes.split('x').map(Number);
      assert.deepEqual(pngSize(Buffer.from(await image.arrayBuffer())), { width, height });
    }
    // Every page links it, with the browser bar's colour for each colour scheme.
    const page = await (await fetch(`${app.url}/careers`)).text();
    assert.match(page, /<link rel="manifest" href="\/manifest\.webmanifest"/);
    assert.match(
      page,
      /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)"/i,
    );
    assert.match(
      page,
      /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)"/i,
    );
  });

  it('registers its service worker for a signed-in resident, and Chromium finds nothing in the way of installing it', async () => {
    resident = context.pages()[0] ?? (await context.newPage());
    resident.setDefaultTimeout(15_000);
    await residentLogin(resident, app.url, 'nour@e2e.test');
    await resident.waitForURL(`${app.url}/`);
    await resident.getByText('Where Growth Begins, From Within.').first().waitFor();
    // The worker takes the open page over once it has cached the app shell.
    await resident.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

    cdp = await context.newCDPSession(resident);
    const { errors } = await cdp.send('Page.getAppManifest');
    assert.deepEqual(errors, []);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
  });

  it('paints the app shell from its cache on a reload without the network, says so, and keeps the resident signed in', async () => {
    await context.setOffline(true);
    const reloaded = await resident.reload();
    assert.ok(reloaded?.fromServiceWorker(), 'the page came from the service worker');
    await resident.getByRole('status').getByText('You are offline').waitFor();
    // The signed-in frame and the home page, not the login page.
    await resident.getByRole('button', { name: 'Logout' }).first().waitFor();
    await resident.getByText('Where Growth Begins, From Within.').first().waitFor();
    assert.equal(new URL(resident.url()).pathname, '/');
    await context.setOffline(false);
    // Back online, the next answer from the server takes the notice away.
    await resident.reload();
    await resident.getByText('The community at a glance').waitFor();
    await resident.getByText('You are offline').waitFor({ state: 'hidden' });
  });

  it('shows a push message delivered to its worker as a notification, and opens its page', async () => {
    const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    const announced = new Promise<void>((done) =>
      cdp.once('ServiceWorker.workerRegistrationUpdated', () => done()),
    );
    const workerErrors: string[] = [];
    cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) =>
      workerErrors.push(errorMessage.errorMessage),
    );
    await cdp.send('ServiceWorker.enable');
    await announced;
    const registration = registrations.find((entry) => entry.scopeURL === `${app.url}/` && !entry.isDeleted);
    assert.ok(registration, 'the app’s worker is registered for its whole origin');

    const message = {
      title: 'Application update',
      body: 'Your application for Pool Technician is now Interview.',
      url: '/my-activity',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: app.url,
      registrationId: registration.registrationId,
      data: JSON.stringify(message),
    });
    const shown = await until(
      () =>
        resident.evaluate(async (title) => {
          const notifications = await (await navigator.serviceWorker.ready).getNotifications();
          const found = notifications.find((notification) => notification.title === title);
          return found ? { body: found.body, url: found.data?.url as string } : null;
        }, message.title),
      // Starting the worker and showing the notification are the browser's own work: slow on a busy machine.
      30_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; the worker reported: ${workerErrors.join(' | ') || 'nothing'}`);
    });
    assert.deepEqual(shown, { body: message.body, url: '/my-activity' });

    // What a click on it does (notificationclick): the open window goes to the notification's page.
    const [worker] = context.serviceWorkers();
    assert.ok(worker, 'the service worker runs');
    // Focusing a window needs the click itself; the page is shown all the same.
    await worker.evaluate((url) => openPage(url).catch(() => undefined), message.url);
    await resident.waitForURL(`${app.url}/my-activity`);
  });
});

describe('push notification settings', () => {
  it('a resident sees the kinds, turns one off, and removes a device that receives their notifications', async () => {
    // A phone of the resident's that already receives their notifications (subscribed as its browser would).
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const phone = await apiSession(app.url, { email: 'nour@e2e.test' });
    const subscribed = await fetch(`${app.url}/api/push/subscriptions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${phone.sessionId}`,
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36',
      },
      body: JSON.stringify({
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      }),
    });
    assert.equal(subscribed.status, 201);

    await resident.goto(`${app.url}/mail-settings`);
    const push = resident.getByRole('region', { name: 'Push notifications' });
    await push.getByRole('button', { name: 'Turn on push notifications on this device' }).waitFor();
    for (const kind of [
      "My application's status changed",
      'My post was approved or rejected',
      'A new job matches my alerts',
    ])
      assert.equal(await push.getByRole('switch', { name: kind }).isChecked(), true, kind);
    assert.equal(await push.getByRole('switch', { name: 'Something waits for review' }).count(), 0);

    // The switch moves once the server has saved it.
    const postDecided = push.getByRole('switch', { name: 'My post was approved or rejected' });
    await postDecided.click();
    await toast(resident).getByText('My post was approved or rejected: push notifications off.').waitFor();
    assert.equal(await postDecided.isChecked(), false);
    const { preferences } = await phone.call<{ preferences: Array<{ key: string; isEnabled: boolean }> }>(
      'GET',
      '/push/preferences',
    );
    assert.deepEqual(
      preferences.map((preference) => [preference.key, preference.isEnabled]),
      [
        ['application-status', true],
        ['post-decided', false],
        ['job-alert', true],
      ],
    );

    await push.getByText('Chrome on Android').waitFor();
    await push.getByRole('button', { name: /^Remove Chrome on Android added / }).click();
    await toast(resident).getByText('Chrome on Android no longer gets your notifications.').waitFor();
    await push
      .getByText('None yet. Turn push notifications on above, on each device you want them on.')
      .waitFor();
  });

  it('an administrator has "Something waits for review" on their account page', async () => {
    const admin = await context.newPage();
    admin.setDefaultTimeout(15_000);
    await adminLogin(admin, app.url);
    await admin.goto(`${app.url}/admin/account`);
    const push = admin.getByRole('region', { name: 'Push notifications' });
    const review = push.getByRole('switch', { name: 'Something waits for review' });
    await review.waitFor();
    assert.equal(await review.isChecked(), true);
    assert.equal(await push.getByRole('switch', { name: 'A new job matches my alerts' }).count(), 0);
    await admin.close();
  });
});

declare function openPage(path: string): Promise<unknown>;
