import type { LaunchOptions, Page } from '@playwright/test';
import chromiumFlags from '../../tools/chromium-flags.json' with { type: 'json' };

/** Debian's Chromium, headless and quiet: Playwright cannot download its own browser here. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Shared with the Lighthouse measurements (tools/lighthouse/run.mjs).
  args: chromiumFlags,
} satisfies LaunchOptions;

/**
 * Gives the page's browser a platform authenticator that verifies its user (a phone's or laptop's screen lock),
 * through Chromium's virtual authenticator over CDP: passkeys can then be made and used as on a real device.
 */
export async function addPlatformAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return page;
}
