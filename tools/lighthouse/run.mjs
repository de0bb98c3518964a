#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile: its default emulation and simulated throttling) on /login, /admin-login
// and a signed-in resident's home page, against the built app started in production with its own embedded
// database, and the results written into docs/benchmarks.md (its "Lighthouse" section, replaced on each run).
// `LIGHTHOUSE_PAGES=/` (a comma-separated list) measures only those pages and leaves docs/benchmarks.md alone.
//
// Lighthouse lives in this folder with its own lock file, outside the npm workspaces: its tree (puppeteer-core and
// the rest) would otherwise change the root lock file. It is installed here by `npm ci` on the first run.
// Lighthouse 12.8 is the last line that runs on Node 20 (13 needs Node 22).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import chromiumFlags from '../chromium-flags.json' with { type: 'json' };
import { residentSession, startApp } from './app.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Each page is measured this many times and the median run (by performance score) reported. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/login', '/admin-login', '/'];
/** The pages measured (`LIGHTHOUSE_PAGES=/` for the home page alone): all of them by default. */
const measured = new Set(process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim()) ?? PAGES);
for (const page of measured)
  if (!PAGES.includes(page)) throw new Error(`LIGHTHOUSE_PAGES: ${page} is not one of ${PAGES}`);
/** Where to keep every run's full report (JSON, for the Lighthouse viewer) and its trace, when set. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
// Chromium as it runs on these machines (root, no GPU), without its own background traffic in the measurements: the
// flags the e2e journeys launch it with (tools/chromium-flags.json).
const CHROME_FLAGS = chromiumFlags;

const log = (message) => console.error(`lighthouse: ${message}`);

if (!existsSync(join(here, 'node_modules/lighthouse/package.json'))) {
  log('installing Lighthouse into tools/lighthouse (first run)...');
  const install = spawnSync('npm', ['ci', '--prefix', here, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { default: puppeteer } = await import('puppeteer-core');

/** The figures reported for one Lighthouse run. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? 0,
    finalUrl: lhr.finalDisplayedUrl,
    runWarnings: lhr.runWarnings,
  };
}

async function measure(chromePort, url) {
  const results = [];
  for (let run = 1, failures = 0; run <= runs; run += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const failed = result.lhr.runtimeError ?? result.lhr.audits['largest-contentful-paint']?.errorMessage;
    if (failed) {
      // On a busy machine the trace is now and then incomplete (NO_NAVSTART): that run is done again.
      failures += 1;
      if (failures > 3) throw new Error(`Lighthouse could not measure ${url}: ${JSON.stringify(failed)}`);
      log(`${url} run ${run} failed (${failed.code ?? failed}), again`);
      run -= 1;
      continue;
    }
    if (reportDir) {
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      await writeFile(join(reportDir, `${name}-${run}.json`), result.report);
      // And the trace Lighthouse observed (unthrottled: its simulation multiplies the CPU work by 4), for
      // `node tools/lighthouse/trace.mjs <file>` or Chromium's Performance panel.
      await writeFile(join(reportDir, `${name}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    loads.push(loadavg()[0]);
    const found = figures(result.lhr);
    log(`${url} run ${run}: performance ${found.performance}, LCP ${Math.round(found.lcpMs)} ms`);
    results.push(found);
  }
  // The median run by performance score, as Lighthouse's documentation advises for noisy machines.
  return results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
}

/** The machine's 1-minute load average at each run: Lighthouse's CPU figures (TBT above all) grow with it. */
const loads = [];

const SECTION = '## Lighthouse (`npm run lighthouse`)';

function table(rows, date) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const lines = [
    SECTION,
    '',
    `Written by \`npm run lighthouse\` on ${date}: Lighthouse ${rows.version} with its default mobile settings`,
    `(emulated phone, simulated slow 4G and 4x slower CPU) against the built app in production on this machine, the`,
    `median of ${runs} runs per page. The home page is a whitelisted resident's, signed in. JavaScript is every script`,
    'the page loaded, as transferred (Brotli), headers included.',
    '',
    `The machine's load average (1 minute) during the runs was ${Math.min(...loads).toFixed(1)} to ` +
      `${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores: the simulated 4x slower CPU`,
    'multiplies whatever the page had to share, so TBT (and with it the performance score) is pessimistic on a busy',
    'machine.',
    '',
    '| page | performance | accessibility | best practices | LCP | TBT | CLS | JavaScript |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.pages.map(
      ({ name, result }) =>
        `| ${name} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ` +
        `${(result.lcpMs / 1000).toFixed(2)} s | ${Math.round(result.tbtMs)} ms | ${result.cls.toFixed(3)} | ` +
        `${kb(result.scriptBytes)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** Replaces the Lighthouse section of docs/benchmarks.md (up to the next `## ` heading), or appends it. */
async function writeSection(section) {
  const path = join(root, 'docs/benchmarks.md');
  const text = await readFile(path, 'utf8');
  const start = text.indexOf(SECTION);
  if (start === -1) return writeFile(path, `${text.trimEnd()}\n\n${section}`);
  const next = text.indexOf('\n## ', start + SECTION.length);
  const rest = next === -1 ? '' : `\n${text.slice(next + 1)}`;
  return writeFile(path, `${text.slice(0, start)}${section}${rest}`);
}

const app = await startApp();
let chrome;
try {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const pages = [];
  // Signed out first: a stored session would send /login on to the home page.
  if (measured.has('/login'))
    pages.push({ name: '/login', result: await measure(chrome.port, `${app.url}/login`) });
  if (measured.has('/admin-login'))
    pages.push({ name: '/admin-login', result: await measure(chrome.port, `${app.url}/admin-login`) });

  if (measured.has('/')) {
    // The app keeps its session in localStorage, which Lighthouse leaves alone (it clears the HTTP cache and other
    // storage before each run): store it from a page of the same origin that loads no script.
    const sessionId = await residentSession(app.url);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${app.url}/healthz`);
    await tab.evaluate((id) => localStorage.setItem('sessionId', id), sessionId);
    await tab.close();
    await browser.disconnect();
    const home = await measure(chrome.port, `${app.url}/`);
    if (new URL(home.finalUrl).pathname !== '/') throw new Error(`the home page went to ${home.finalUrl}`);
    pages.push({ name: '/ (signed in)', result: home });
  }

  const { version } = JSON.parse(await readFile(join(here, 'node_modules/lighthouse/package.json'), 'utf8'));
  const section = table({ version, pages }, new Date().toISOString().slice(0, 10));
  // Only a run of every page replaces the section of docs/benchmarks.md.
  if (measured.size === PAGES.length) await writeSection(section);
  console.log(section);
  for (const { name, result } of pages) for (const warning of result.runWarnings) log(`${name}: ${warning}`);
} finally {
  await chrome?.kill();
  await app.stop();
}
