import { expect, test } from '../support/fixtures.ts';

for (const width of [390, 1366]) {
  test(`shots ${width}`, async ({ app, browser, residentAccount }) => {
    const context = await browser.newContext({ locale: 'ar', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'دخول السكان' })).toBeVisible();
    await page.screenshot({ path: `/tmp/i18n-shots/login-${width}.png`, fullPage: true });
    await page.goto(`${app.url}/admin-login`);
    await expect(page.getByRole('heading', { name: 'بوابة الإدارة' })).toBeVisible();
    await page.screenshot({ path: `/tmp/i18n-shots/admin-login-${width}.png`, fullPage: true });
    await page.goto(`${app.url}/login`);
    await page.getByLabel('البريد الإلكتروني').fill(residentAccount.email);
    await page.getByRole('button', { name: 'الدخول إلى المنصة' }).click();
    await page.waitForURL(`${app.url}/`);
    await expect(page.getByRole('heading', { name: 'المجتمع في لمحة' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/i18n-shots/home-${width}.png`, fullPage: true });
    await page.goto(`${app.url}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
    await page.screenshot({ path: `/tmp/i18n-shots/404-${width}.png` });
    await context.close();
  });
}
