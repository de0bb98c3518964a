/**
 * `npm run bench -- events`: what 1,000 idle event streams cost one app process. Starts the app as its own
 * process (production, as `npm start` does) on a fresh database, measures its resident memory and the database's
 * transactions over an idle window with no streams, opens BENCH_STREAMS streams (half administrators by bearer,
 * half residents by ticket), and measures the same window again. A script, not a test.
 * Uses the embedded PostgreSQL in a temporary folder, or BENCH_DATABASE_URL (an empty database) when set.
 */
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { type MeasuredProcess, startMeasuredProcess } from './bench-support.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
/** Long enough for two heartbeats (15 s) and one expiry check (30 s). */
const WINDOW_MS = Number(process.env.BENCH_WINDOW_SECONDS ?? 35) * 1000;
const ADMIN = { email: 'admin@bench.test', password: 'bench admin password' };
const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const folder = await mkdtemp(join(tmpdir(), 'hub-bench-events-'));
await chmod(folder, 0o755);
let stopEmbedded: (() => Promise<void>) | undefined;
let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  const embedded = await startEmbeddedPostgres(join(folder, 'pg'), () => undefined);
  stopEmbedded = embedded.stop;
  await ensureDatabase(embedded.url('postgres'), 'bench_events');
  url = embedded.url('bench_events');
}

let child: MeasuredProcess | undefined;
const stats = new pg.Client({ connectionString: url });
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const open: Array<{ destroy: () => void }> = [];

try {
  child = await startMeasuredProcess(
    ['--import', 'tsx', serverEntry],
    {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: join(folder, 'data'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      RESIDENT_SIGN_IN: 'email',
    },
    { logFile: join(folder, 'app.log'), readyPath: '/readyz' },
  );
  const base = child.url;
  const pid = child.pid;
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };
  const admin = (await post('/auth/admin-login', { username: ADMIN.email, password: ADMIN.password }))
    .sessionId;
  await post('/admin/whitelist', { email: 'resident@bench.test' }, admin);
  const resident = (await post('/auth/login', { email: 'resident@bench.test' })).sessionId;
  if (!admin || !resident) throw new Error('no sessions');

  await stats.connect();
  const transactions = async () => {
    // Counters reach pg_stat_database when each backend flushes them (within about 10 s of going idle).
    const { rows } = await stats.query<{ total: string }>(
      'SELECT xact_commit + xact_rollback AS total FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0]?.total ?? 0);
  };
  /** Database transactions over an idle window, and the app's highest resident memory, sampled each second. */
  const idleWindow = async () => {
    const before = await transactions();
    let peakRss = 0;
    for (let waited = 0; waited < WINDOW_MS; waited += 1000) {
      await wait(1000);
      peakRss = Math.max(peakRss, await rssMb(pid));
    }
    // Less this script's own counting query.
    return { transactions: (await transactions()) - before - 1, peakRss };
  };

  await wait(5000);
  const quiet = await idleWindow();

  let pings = 0;
  let failed = 0;
  const openStream = (path: string, token?: string) =>
    new Promise<void>((done) => {
      const stream = request(
        `${base}${path}`,
        { agent, headers: token ? { authorization: `Bearer ${token}` } : {} },
        (response) => {
          if (response.statusCode !== 200) failed++;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            pings += chunk.split('event: ping').length - 1;
          });
          done();
        },
      );
      stream.on('error', () => {
        failed++;
        done();
      });
      stream.end();
      open.push(stream);
    });
  const started = Date.now();
  for (let index = 0; index < STREAMS; index++) {
    if (index % 2 === 0) {
      await openStream('/api/events', admin);
    } else {
      const { ticket } = await post('/events/ticket', {}, resident);
      await openStream(`/api/events?ticket=${ticket}`);
    }
  }
  const openingSeconds = (Date.now() - started) / 1000;
  // Opening cost queries (a session lookup each, a ticket each); their counters reach the statistics late.
  await wait(15_000);
  const busy = await idleWindow();

  const extraMb = busy.peakRss - quiet.peakRss;
  const rows = [
    ['open streams', `${STREAMS - failed} of ${STREAMS} (opened in ${openingSeconds.toFixed(1)} s)`],
    ['app RSS (highest), no streams', `${quiet.peakRss.toFixed(0)} MB`],
    [`app RSS (highest), ${STREAMS} idle streams`, `${busy.peakRss.toFixed(0)} MB`],
    [
      'memory for the streams',
      `${extraMb.toFixed(1)} MB (${((extraMb * 1024) / STREAMS).toFixed(1)} KB each)`,
    ],
    [`database transactions in ${WINDOW_MS / 1000} s, no streams`, String(quiet.transactions)],
    [`database transactions in ${WINDOW_MS / 1000} s, ${STREAMS} streams`, String(busy.transactions)],
    ['heartbeats received', `${pings} (${(pings / Math.max(1, STREAMS - failed)).toFixed(1)} per stream)`],
  ];
  console.log('\n| measure | value |\n|---|---|');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
} finally {
  for (const stream of open) stream.destroy();
  await stats.end().catch(() => undefined);
  await child?.stop();
  await stopEmbedded?.();
  await rm(folder, { recursive: true, force: true });
}
