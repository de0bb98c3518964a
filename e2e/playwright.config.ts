import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/browser.ts';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  // Two files at a time on a 2-core machine; the journeys of one file run in order, on that file's data.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed journey runs once more, traced: recording a trace of every journey doubled the suite's time
  // (keyboard and job-journey: 61 s traced, 33 s not), so only the retry of a failure records one. A journey that
  // passes on its retry is reported as flaky, with its trace kept.
  retries: process.env.CI ? 1 : 0,
  // A journey is a person's whole visit: minutes, not seconds, on a busy 2-core machine.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  // Each failure is printed in full at the end of the list; its trace and screenshot stay in test-results.
  reporter: 'list',
  use: {
    viewport: { width: 1366, height: 900 },
    acceptDownloads: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // As a person whose system asks for less motion (the app honours it): dialogs and menus appear at once instead
    // of fading in frame by frame, which two Chromiums on two cores spent time drawing.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
