import type { SessionUser } from '@hub/contract/auth/auth.schema';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const html = (page: Page) => page.locator('html');

test.describe('languages', () => {
  test('Arabic chosen on /login lays the page out right to left, and stays through a reload and sign-in', async ({
    app,
    freshPage,
    residentAccount,
  }) => {
    const page = await freshPage(390, 844);
    await page.goto(`${app.url}/login`);
    await expect(page.getByRole('heading', { name: 'Resident Login' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'ltr');

    await page.getByLabel('Language').selectOption('ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'دخول السكان' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'الدخول إلى المنصة' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'دخول السكان' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');

    await page.getByLabel('البريد الإلكتروني').fill(residentAccount.email);
    await page.getByRole('button', { name: 'الدخول إلى المنصة' }).click();
    await page.waitForURL(`${app.url}/`);
    await expect(page.getByRole('heading', { name: 'المجتمع في لمحة' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    // The account keeps the language it signed in with, for its mails and its other browsers.
    await expect
      .poll(
        async () => (await residentAccount.api.call<{ user: SessionUser }>('GET', '/auth/me')).user.language,
      )
      .toBe('ar');
  });

  test("a first visit takes the browser's language, and a signed-in account's language wins over the browser's", async ({
    app,
    browser,
    residentAccount,
  }) => {
    const arabicBrowser = await browser.newContext({ locale: 'ar-EG' });
    const visitor = await arabicBrowser.newPage();
    await visitor.goto(`${app.url}/login`);
    await expect(visitor.getByRole('heading', { name: 'دخول السكان' })).toBeVisible();
    await expect(html(visitor)).toHaveAttribute('dir', 'rtl');
    await arabicBrowser.close();

    await residentAccount.api.call('PUT', '/auth/language', { language: 'ar' });
    const englishBrowser = await browser.newContext({
      locale: 'en-US',
      storageState: {
        cookies: [],
        origins: [
          { origin: app.url, localStorage: [{ name: 'sessionId', value: residentAccount.api.sessionId }] },
        ],
      },
    });
    const member = await englishBrowser.newPage();
    await member.goto(`${app.url}/`);
    await expect(member.getByRole('heading', { name: 'المجتمع في لمحة' })).toBeVisible();
    await expect(html(member)).toHaveAttribute('dir', 'rtl');

    // Switching back is kept for the account too.
    await member.getByLabel('اللغة').selectOption('en');
    await expect(member.getByRole('heading', { name: 'The community at a glance' })).toBeVisible();
    await expect(html(member)).toHaveAttribute('dir', 'ltr');
    await expect
      .poll(
        async () => (await residentAccount.api.call<{ user: SessionUser }>('GET', '/auth/me')).user.language,
      )
      .toBe('en');
    await englishBrowser.close();
  });

  test('the public pages arrive painted in the language asked for, and the app takes them over as they are', async ({
    app,
    browser,
  }) => {
    // Before any script runs: the page as the server sends it to a browser that reads Arabic.
    const withoutScripts = await browser.newContext({ locale: 'ar-EG', javaScriptEnabled: false });
    const painted = await withoutScripts.newPage();
    await painted.goto(`${app.url}/admin-login`);
    await expect(painted.getByRole('heading', { level: 1 })).toHaveText('بوابة الإدارة');
    await expect(html(painted)).toHaveAttribute('dir', 'rtl');
    await withoutScripts.close();

    // With scripts, the app hydrates that page: the heading painted first is the one still shown (a page rendered
    // in another language than the app's would be replaced).
    const context = await browser.newContext({ locale: 'ar-EG' });
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { paintedHeading: Element | null }).paintedHeading =
          document.querySelector('h1');
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${app.url}/login`);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { name: 'دخول السكان' })).toBeVisible();
    const isPaintedHeadingShown = () =>
      page.evaluate(
        () => (window as unknown as { paintedHeading: Element | null }).paintedHeading?.isConnected ?? false,
      );
    expect(await isPaintedHeadingShown()).toBe(true);
    expect(errors).toEqual([]);

    // English chosen in the app: the next visit arrives painted in English, whatever the browser reads.
    await page.getByLabel('اللغة').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Resident Login' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Resident Login' })).toBeVisible();
    expect(await isPaintedHeadingShown()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("an Arabic page says the contract's messages in Arabic: a form's own check and the server's refusal", async ({
    app,
    freshPage,
  }) => {
    const page = await freshPage(390, 844);
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Language').selectOption('ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');

    // The server refuses an address that is not on the residents list: its words, in Arabic.
    await page.getByLabel('البريد الإلكتروني').fill('stranger@e2e.test');
    await page.getByRole('button', { name: 'الدخول إلى المنصة' }).click();
    await expect(page.getByText(/غير مدرج في قائمة السكان/).first()).toBeVisible();
    await expect(page.getByText(/not on the residents list/)).toHaveCount(0);

    // The request form checks its fields with the contract's schema: its message, in Arabic.
    await page.getByRole('button', { name: 'طلب انضمام' }).first().click();
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByText('يُرجى ملء جميع الحقول المطلوبة').first()).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toHaveCount(0);
  });
});
