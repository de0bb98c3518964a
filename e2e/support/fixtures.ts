import {
  type Browser,
  type BrowserContext,
  test as base,
  type Page,
  type ViewportSize,
} from '@playwright/test';
import { apiSession } from './api.ts';
import { type RunningApp, startApp } from './app.ts';

export { expect } from '@playwright/test';

/** How a worker's app is started. Files that agree share one app (one process, one embedded PostgreSQL). */
type AppOptions = {
  /** false: no first administrator, as on a first run. */
  withAdmin?: boolean;
  env?: Record<string, string>;
  /** The host name in its address (PUBLIC_URL), e.g. localhost for WebAuthn. */
  publicHost?: string;
  /** A file that needs a database nobody else writes to names itself here (see `ownApp`). */
  ownedBy?: string;
};

type ApiSession = Awaited<ReturnType<typeof apiSession>>;

type WorkerFixtures = {
  appOptions: AppOptions;
  app: RunningApp;
};

type TestFixtures = {
  /** A new browser window (its own context) at this size, closed after the test. */
  freshPage: (width?: number, height?: number) => Promise<Page>;
  /** The administrator's API session, for setting the stage. */
  adminApi: ApiSession;
  /** A whitelisted address of this test alone, and its API session. */
  residentAccount: { email: string; api: ApiSession };
  /** A page signed in as the administrator (through the API, not the form), on /admin. */
  adminPage: Page;
  /** A page signed in as `residentAccount` (through the API, not the form), on the home page. */
  residentPage: Page;
};

/**
 * A test file that needs a database of its own (it counts everything, restores a backup, or reads an empty
 * state): `test.use({ appOptions: ownApp(import.meta.url) })`. A distinct option makes Playwright give the file
 * a worker, and so an app, of its own.
 */
export const ownApp = (specFile: string, options: Omit<AppOptions, 'ownedBy'> = {}): AppOptions => ({
  ...options,
  ownedBy: specFile,
});

/**
 * A window of someone signed in with `sessionId`, opened on `path`: the web app keeps the session id in
 * localStorage, so it goes into the new context's storage state.
 */
async function signedInPage(
  browser: Browser,
  viewport: ViewportSize | null,
  { origin, sessionId, path }: { origin: string; sessionId: string; path: string },
) {
  const context = await browser.newContext({
    viewport,
    acceptDownloads: true,
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'sessionId', value: sessionId }] }],
    },
  });
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  return page;
}

// Each fixture hands its value to the tests through `provide` (Playwright's `use`), then cleans up.
export const test = base.extend<TestFixtures, WorkerFixtures>({
  appOptions: [{}, { scope: 'worker', option: true }],
  app: [
    async ({ appOptions }, provide) => {
      const app = await startApp(appOptions);
      await provide(app);
      await app.stop();
    },
    // Building the embedded database on a busy 2-core machine takes a while.
    { scope: 'worker', timeout: 120_000 },
  ],

  freshPage: async ({ browser, viewport }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (width = viewport?.width ?? 1366, height = viewport?.height ?? 900) => {
      const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  adminApi: async ({ app }, provide) => {
    await provide(await apiSession(app.url, { admin: true }));
  },

  residentAccount: async ({ app, adminApi }, provide, testInfo) => {
    const email = `resident-${testInfo.testId}@e2e.test`;
    await adminApi.call('POST', '/admin/whitelist', { email });
    await provide({ email, api: await apiSession(app.url, { email }) });
  },

  adminPage: async ({ app, browser, viewport, adminApi }, provide) => {
    const page = await signedInPage(browser, viewport, {
      origin: app.url,
      sessionId: adminApi.sessionId,
      path: '/admin',
    });
    await provide(page);
    await page.context().close();
  },

  residentPage: async ({ app, browser, viewport, residentAccount }, provide) => {
    const page = await signedInPage(browser, viewport, {
      origin: app.url,
      sessionId: residentAccount.api.sessionId,
      path: '/',
    });
    await provide(page);
    await page.context().close();
  },
});
