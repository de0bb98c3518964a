import { startSmtpServer } from '../apps/server/src/test/smtp.ts';
import { apiSession } from './support/api.ts';
import { startApp } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { adminLogin } from './support/journey.ts';

const smtp = await startSmtpServer();
const app = await startApp({ env: { SMTP_URL: smtp.url } });
const browser = await launchBrowser();
const admin = await apiSession(app.url, { admin: true });
await admin.call('POST', '/admin/whitelist', { email: 'amal@e2e.test' });
await admin.call('POST', '/admin/mail/test', { to: 'x@e2e.test' });
await fetch(`${app.url}/api/access-requests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fullName: 'Dina Kamal', email: 'dina@e2e.test', unitNumber: 'A-4', mobile: '+20 100 111 2222' }) });
await new Promise((r) => setTimeout(r, 1500));
const unsub = /unsubscribe\?token=([^\s>]+)/.exec(smtp.received.find((m) => m.envelopeTo.includes('dina@e2e.test'))?.text ?? '')?.[1];
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await ctx.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email Address').fill('amal@e2e.test');
    await page.getByRole('button', { name: 'Access Platform' }).click();
    await page.getByLabel('Sign-in code').waitFor();
    await page.screenshot({ path: `/tmp/shots/code-${scheme}-${width}.png`, fullPage: true });
    await page.goto(`${app.url}/unsubscribe?token=${unsub}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await page.screenshot({ path: `/tmp/shots/unsub-${scheme}-${width}.png`, fullPage: true });
    const a = await ctx.newPage();
    await adminLogin(a, app.url);
    await a.screenshot({ path: `/tmp/shots/dash-${scheme}-${width}.png` });
    await a.goto(`${app.url}/admin/mail`);
    await a.getByText('Test mail from Community Hub').waitFor();
    await a.screenshot({ path: `/tmp/shots/mail-${scheme}-${width}.png`, fullPage: true });
    await a.goto(`${app.url}/mail-settings`);
    await a.getByText('Access requests').first().waitFor();
    await a.screenshot({ path: `/tmp/shots/settings-${scheme}-${width}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
await app.stop();
await smtp.stop();
