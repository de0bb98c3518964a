#!/usr/bin/env node
// `node tools/lighthouse/trace.mjs [runs]`: what the signed-in home page's main thread does as it loads, on a phone's
// screen with Chromium's CPU throttled 4x (as Lighthouse simulates it). Starts the built app as run.mjs does, loads
// `/` with a resident's session `runs` times (default 3) while Chromium records a performance trace, and prints
// each run's long tasks with what ran in them: the timers and scripts, the functions that took the time (from the
// CPU profiler's samples), layout and style, and when the page's requests were sent and answered.
//
// `TRACE_DIR=/tmp/traces` keeps each run's trace (Chromium's DevTools open it, Performance panel);
// `TRACE_PATH=/login` traces another page (signed out); `TRACE_LONG_MS` (default 50) is what counts as long;
// `TRACE_INCLUSIVE=40` adds each task's 40 functions with the most time, callees included (React's phases: render,
// commit, passive effects). `node tools/lighthouse/trace.mjs a.trace.json ...` summarises traces kept before, such as
// those `LIGHTHOUSE_REPORT_DIR` keeps (Lighthouse's, unthrottled: its simulation multiplies their CPU work by 4; they
// have no CPU profile). For readable function names, build the web app with `npx vite build --minify false` first.
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { residentSession, startApp } from './app.mjs';

const { default: puppeteer } = await import('puppeteer-core');
const runs = Number(process.argv[2] ?? 3) || 3;
const traceDir = process.env.TRACE_DIR;
const path = process.env.TRACE_PATH ?? '/';
/** Tasks longer than this are listed (50 ms, Lighthouse's limit; less for its unthrottled traces, say 15). */
const longMs = Number(process.env.TRACE_LONG_MS ?? 50);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const ms = (micros) => Math.round(micros / 100) / 10;

/** The renderer's main thread for the page at `origin`: where its navigation started. */
function mainThread(events, origin) {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(origin),
  );
  if (!navigation) throw new Error(`the trace has no navigation to ${origin}`);
  return { pid: navigation.pid, tid: navigation.tid, navigation };
}

/** Self time per function (name and place) from the CPU profiler's samples, within [start, end]. */
function profileOf(events, { pid }) {
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') time = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, index) => {
      time += deltas[index] ?? 0;
      samples.push({ id, time });
    });
  }
  const keyOf = (node) => {
    const frame = node.callFrame;
    const file = frame.url ? frame.url.split('/').pop() : '';
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  };
  return (start, end) => {
    const self = new Map();
    const inclusive = new Map();
    let total = 0;
    for (let index = 0; index < samples.length - 1; index += 1) {
      const { id, time: at } = samples[index];
      if (at < start || at > end) continue;
      const node = nodes.get(id);
      if (!node) continue;
      const key = keyOf(node);
      const span = samples[index + 1].time - at;
      self.set(key, (self.get(key) ?? 0) + span);
      total += span;
      // Inclusive time: each function on the sample's stack once (recursion counted once).
      const seen = new Set();
      for (let frame = node; frame; frame = nodes.get(frame.parent)) {
        const name = keyOf(frame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + span);
      }
    }
    const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
    return { total, top: top(self, 12), inclusive: top(inclusive, Number(process.env.TRACE_INCLUSIVE ?? 0)) };
  };
}

function summarise(events, origin, label) {
  const thread = mainThread(events, origin);
  const onMain = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const zero = thread.navigation.ts;
  const at = (micros) => `${ms(micros - zero)} ms`;
  const profile = profileOf(events, thread);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur > longMs * 1000);
  const requests = new Map();
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === 'ResourceSendRequest' && data?.url)
      requests.set(data.requestId, { url: data.url, sent: event.ts });
    if (event.name === 'ResourceFinish' && requests.has(data?.requestId))
      requests.get(data.requestId).finished = event.ts;
  }
  console.log(
    `\n=== ${label}: ${tasks.length} tasks over ${longMs} ms, load average ${loadavg()[0].toFixed(1)}`,
  );
  for (const request of requests.values())
    if (request.url.startsWith(origin))
      console.log(
        `  request ${new URL(request.url).pathname}: sent ${at(request.sent)}, done ${request.finished ? at(request.finished) : '?'}`,
      );
  for (const task of tasks) {
    const end = task.ts + task.dur;
    // The thread's own CPU time beside the task's wall time: on a busy machine the difference is time the
    // operating system gave to other processes, which Lighthouse counts as blocking all the same.
    const cpu = task.tdur ? `, ${ms(task.tdur)} ms of CPU` : '';
    console.log(
      `\n  task at ${at(task.ts)}: ${ms(task.dur)} ms${cpu} (TBT share ${ms(task.dur - 50_000)} ms)`,
    );
    const inside = onMain.filter(
      (event) => event.ts >= task.ts && event.ts < end && event !== task && event.dur,
    );
    const byName = new Map();
    for (const event of inside) {
      const data = event.args?.data ?? {};
      const where = data.url
        ? ` ${data.url.split('/').pop()}`
        : data.functionName
          ? ` ${data.functionName}`
          : '';
      const key = `${event.name}${where}`;
      const entry = byName.get(key) ?? { count: 0, dur: 0 };
      entry.count += 1;
      entry.dur += event.dur;
      byName.set(key, entry);
    }
    for (const [key, { count, dur }] of [...byName].sort((a, b) => b[1].dur - a[1].dur).slice(0, 14))
      console.log(`    ${key}: ${ms(dur)} ms${count > 1 ? ` (${count}x)` : ''}`);
    const { top, total, inclusive } = profile(task.ts, end);
    if (total > 0) {
      console.log(`    self time by function (${ms(total)} ms sampled):`);
      for (const [key, micros] of top) console.log(`      ${ms(micros)} ms ${key}`);
      if (inclusive.length > 0) console.log('    total time by function (callees included):');
      for (const [key, micros] of inclusive) console.log(`      ${ms(micros)} ms ${key}`);
    }
  }
}

// `node trace.mjs trace-1.json ...`: summarises traces kept before, without running anything.
const files = process.argv.slice(2).filter((arg) => arg.endsWith('.json'));
if (files.length > 0) {
  const { readFile } = await import('node:fs/promises');
  for (const file of files)
    summarise(JSON.parse(await readFile(file, 'utf8')).traceEvents, 'http://127.0.0.1:', file);
  process.exit(0);
}

const app = await startApp();
let browser;
try {
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const sessionId = path === '/' ? await residentSession(app.url) : null;
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    // Lighthouse's phone (a Moto G Power's screen).
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (sessionId) {
      await page.goto(`${app.url}/healthz`);
      await page.evaluate((id) => localStorage.setItem('sessionId', id), sessionId);
    }
    // React reports a hydration it had to give up (markup rendered afresh) on the console.
    page.on('console', (message) =>
      console.log(`  console.${message.type()}: ${message.text().slice(0, 300)}`),
    );
    page.on('pageerror', (error) => console.log(`  page error: ${error.message.slice(0, 300)}`));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({ categories: CATEGORIES });
    // Not networkidle: the live-updates stream stays open. The page's requests are all in by then.
    await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
    await new Promise((wait) => setTimeout(wait, 5000));
    const trace = await page.tracing.stop();
    if (traceDir) await writeFile(join(traceDir, `trace-${run}.json`), trace);
    summarise(JSON.parse(Buffer.from(trace).toString('utf8')).traceEvents, app.url, `run ${run}`);
    await context.close();
  }
} finally {
  await browser?.close();
  await app.stop();
}
