/**
 * `npm run bench`: the lists' speed as a visitor would meet it. The app runs as its own process, started as
 * `npm start` starts it (compiled, NODE_ENV=production, logging to a file as systemd's journal would take it), beside a hello-world on the same
 * Fastify in its own process; this process seeds the database and drives the load (autocannon, 50 connections).
 * Each read is measured under load and, for its latency alone, one request at a time. The table goes into
 * docs/benchmarks.md under a heading of its own for the row count (BENCH_ROWS). A script, not a test.
 *
 * BENCH_DATABASE_URL: an existing database to use (seeded once per row count, kept between runs); without it an
 * embedded PostgreSQL in a temporary folder. BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (the same load, unmeasured,
 * before each read's; default 3), BENCH_ONLY (part of a read's name, or several, comma-separated),
 * BENCH_ACCEPT_ENCODING (default a browser's 'gzip, deflate, br').
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { connectDatabase, runMigrations } from '../src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { upsertAdmin } from '../src/features/auth/auth.service.ts';
import { grantAccess } from '../src/features/whitelist/whitelist.service.ts';
import { writeSection } from './bench-docs.ts';
import {
  type MeasuredProcess,
  percentile,
  signIn,
  startApp,
  startMeasuredProcess,
  timeOneAtATime,
} from './bench-support.ts';
import { SEARCH_CLASSES, searchesOfClass, searchMix } from './bench-searches.ts';
import { seed, seedSizes } from './bench-seed.ts';

// `npm run bench -- events`: the cost of idle event streams instead (scripts/bench-events.ts).
if (process.argv[2] === 'events') {
  await import('./bench-events.ts');
  process.exit(0);
}
// `npm run bench -- latency`: one request at a time against databases of different sizes (scripts/bench-latency.ts).
if (process.argv[2] === 'latency') {
  await import('./bench-latency.ts');
  process.exit(0);
}

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 50;
/** How many requests, one after the other, time a read on its own. */
const ALONE_REQUESTS = 200;
/**
 * What the load says it accepts: by default what a browser says, so that answers travel compressed as they do to
 * residents (BENCH_ACCEPT_ENCODING=identity measures them uncompressed).
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

const folder = await mkdtemp(join(tmpdir(), 'hub-bench-'));
await chmod(folder, 0o755);
const started: MeasuredProcess[] = [];
let stopEmbedded: (() => Promise<void>) | undefined;

type Read = { name: string; path: string | (() => string); as: 'resident' | 'admin' };

async function measure(url: string, read: Read, token: string) {
  const path = read.path;
  const load = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
      requests: [
        typeof path === 'string'
          ? { method: 'GET', path }
          : { method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) },
      ],
    });
  // The same load first, unmeasured: what is timed is the process as it runs all day (its code compiled by the
  // JIT, its pool connected, its caches filled), not the seconds after it started.
  if (WARMUP_SECONDS > 0) await load(WARMUP_SECONDS);
  const result = await load(SECONDS);
  if (result.non2xx > 0)
    console.log(`  ${read.name}: answers other than 2xx: ${JSON.stringify(result.statusCodeStats)}`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** How many searches of the mix are sent to count the share that finds nothing. */
const MIX_SAMPLE = 1000;

/**
 * The mix's share of searches that find nothing (and of those the typo pass corrected), from a sample of it, and
 * each class of search timed one at a time: the lines of the section's second table.
 */
async function measureSearchClasses(app: string, token: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING };
  // Another seed than the load's: the same mix, searches the load did not send.
  const sample = searchMix(ROWS, 3030);
  let empty = 0;
  let corrected = 0;
  for (let i = 0; i < MIX_SAMPLE; i++) {
    const response = await fetch(`${app}${sample()}`, { headers });
    const answer = (await response.json()) as { total: number; correctedSearch?: string };
    if (answer.total === 0) empty += 1;
    if (answer.correctedSearch) corrected += 1;
  }
  const rows: string[] = [];
  for (const kind of SEARCH_CLASSES) {
    const times = await timeOneAtATime(app, searchesOfClass(kind, ROWS), headers, {
      requests: ALONE_REQUESTS,
    });
    const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)];
    console.log(`searches, ${kind}: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
    rows.push(`| ${SEARCH_CLASS_NAMES[kind]} | ${p50.toFixed(2)} | ${p95.toFixed(2)} |`);
  }
  const share = (count: number) => `${((100 * count) / MIX_SAMPLE).toFixed(0)}%`;
  return [
    `Searches nobody made before: of ${MIX_SAMPLE.toLocaleString('en-US')} searches of the mix (scripts/bench-searches.ts), ` +
      `${share(empty)} found nothing (${share(corrected)} were corrected by the typo pass and found something). ` +
      `Each class alone, ${ALONE_REQUESTS} requests one at a time, every one different:`,
    '',
    '| searches | alone p50 ms | alone p95 ms |',
    '|---|---|---|',
    ...rows,
    '',
  ];
}

const SEARCH_CLASS_NAMES = {
  common: "a common word ('team') and an approved job's number",
  kind: "a job's kind ('nurse') and the number of such a job",
  rare: "a rare word ('welding') and any number",
  nothing: 'a word and a number that find nothing (typo pass)',
} as const;

try {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const embedded = await startEmbeddedPostgres(join(folder, 'pg'), () => undefined);
    stopEmbedded = embedded.stop;
    await ensureDatabase(embedded.url('postgres'), 'bench');
    url = embedded.url('bench');
  }
  const connection = connectDatabase(url, 4);
  const { db } = connection;
  await runMigrations(connection.pool);
  const [{ jobs = 0 } = {}] = (
    await db.execute<{ jobs: number }>(sql`SELECT count(*)::int AS jobs FROM jobs`)
  ).rows;
  if (jobs !== ROWS) {
    if (jobs !== 0) throw new Error(`the bench database holds ${jobs} jobs, not ${ROWS}: give an empty one`);
    console.log(`Seeding ${JSON.stringify(seedSizes(ROWS))}...`);
    const started = Date.now();
    await seed(db, ROWS);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await upsertAdmin(db, { email: 'admin@bench.test', password: 'bench admin password' });
  await grantAccess(db, { email: 'resident@bench.test', name: 'Bench', unit: '1', phone: null }, 'bench');
  const [job] = (
    await db.execute<{ id: string }>(
      sql`SELECT id FROM jobs WHERE title LIKE 'Software Engineer%' AND is_approved ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows;
  await connection.close();

  const helloProcess = await startMeasuredProcess(
    ['apps/server/scripts/bench-hello.mjs'],
    {},
    {
      logFile: join(folder, 'hello.log'),
      readyPath: '/',
    },
  );
  started.push(helloProcess);
  const hello = helloProcess.url;
  const appProcess = await startApp(url, folder);
  started.push(appProcess);
  const app = appProcess.url;
  const tokens = {
    resident: await signIn(app, '/api/auth/login', { email: 'resident@bench.test' }),
    admin: await signIn(app, '/api/auth/admin-login', {
      username: 'admin@bench.test',
      password: 'bench admin password',
    }),
  };

  // A different search every request names one job by its number, as a reference copied from a notice would: the
  // numbers run from a tenth of the row count up, so each is as long as the largest and, its last word being a
  // prefix, matches that job alone at any size. From 1 up, the read got broader the fewer requests a run made:
  // at 1,000,000 jobs 'engineer 2' prefix-matches 111,111 numbers (the latency benchmark keeps such searches).
  const firstNumber = Math.ceil(ROWS / 10);
  let counter = 0;
  const nextOfMix = searchMix(ROWS);
  const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
  const lastVisit = (milliseconds: number) => new Date(weekAgo + milliseconds).toISOString();
  let visits = 0;
  const reads: Read[] = [
    { name: 'jobs, search a common word', path: '/api/jobs?search=engineer', as: 'resident' },
    { name: 'jobs, newest first', path: '/api/jobs', as: 'resident' },
    { name: 'jobs, industry page 50', path: '/api/jobs?industry=Finance&page=50', as: 'resident' },
    {
      name: 'jobs, a different search every request',
      path: () => `/api/jobs?search=engineer%20${firstNumber + (counter++ % (ROWS - firstNumber))}`,
      as: 'resident',
    },
    // Issue 30: a word, common or rare, and a number, every request different; most find nothing.
    { name: 'jobs, searches nobody made before (the mix)', path: nextOfMix, as: 'resident' },
    { name: 'jobs, a typo (enginer)', path: '/api/jobs?search=enginer', as: 'resident' },
    { name: 'internships, search', path: '/api/internships?search=engineering', as: 'resident' },
    { name: 'internships, newest first', path: '/api/internships', as: 'resident' },
    { name: 'CV showcase, search', path: '/api/cvs?search=react', as: 'resident' },
    { name: 'directory, search', path: '/api/profiles?search=architect', as: 'resident' },
    { name: 'home statistics', path: '/api/stats', as: 'resident' },
    // The home page's "New since your last visit": a last visit a week back, the same every request (as one member
    // reloading the page; the route has no response cache, so it is worked out each time too), and a different
    // one every request (a millisecond apart, as members' visits are).
    { name: "what's new, the same visit", path: `/api/whats-new?since=${lastVisit(0)}`, as: 'resident' },
    {
      name: "what's new, a different visit every request",
      path: () => `/api/whats-new?since=${lastVisit(1 + visits++)}`,
      as: 'resident',
    },
    { name: 'benefits', path: '/api/benefits', as: 'resident' },
    { name: 'trainings', path: '/api/trainings', as: 'resident' },
    { name: 'admin applications', path: '/api/admin/applications', as: 'admin' },
    {
      name: 'admin applications, search',
      path: '/api/admin/applications?search=applicant%2077',
      as: 'admin',
    },
    { name: 'admin whitelist, search', path: '/api/admin/whitelist?search=member%2012', as: 'admin' },
    { name: 'admin access requests', path: '/api/admin/access-requests', as: 'admin' },
    { name: 'admin jobs', path: '/api/admin/jobs', as: 'admin' },
    { name: 'admin removed jobs', path: '/api/admin/jobs/removed', as: 'admin' },
    { name: 'CV-Job match', path: `/api/admin/cv-match/jobs/${job?.id}`, as: 'admin' },
  ];
  // Several parts, comma-separated, pick every read whose name holds one of them.
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const parts = only?.split(',').map((part) => part.trim()) ?? [];
  const selected = only
    ? reads.filter((read) => parts.some((part) => read.name.toLowerCase().includes(part)))
    : reads;

  // The hello-world is measured before every read and after the last: each read's ratio is to the two beside
  // it, so a change in what the machine's host gives this virtual machine during the run moves both alike.
  const measureHello = async () => {
    const { rps } = await measure(hello, { name: 'hello', path: '/', as: 'resident' }, '');
    console.log(`hello-world: ${rps} req/s`);
    return rps;
  };
  const lines: string[] = [];
  const results: Array<{
    read: Read;
    loaded: Awaited<ReturnType<typeof measure>>;
    alone: number;
    hello: number;
  }> = [];
  let helloBefore = await measureHello();
  const helloRates = [helloBefore];
  for (const read of selected) {
    const loaded = await measure(app, read, tokens[read.as]);
    const { path } = read;
    const alone = percentile(
      await timeOneAtATime(
        app,
        typeof path === 'string' ? () => path : path,
        { authorization: `Bearer ${tokens[read.as]}`, 'accept-encoding': ACCEPT_ENCODING },
        { requests: ALONE_REQUESTS },
      ),
      0.5,
    );
    const helloAfter = await measureHello();
    helloRates.push(helloAfter);
    results.push({ read, loaded, alone, hello: (helloBefore + helloAfter) / 2 });
    helloBefore = helloAfter;
    console.log(`${read.name}: ${JSON.stringify(loaded)}, alone p50 ${alone.toFixed(2)} ms`);
  }
  const mixSection = selected.some((read) => read.path === nextOfMix)
    ? await measureSearchClasses(app, tokens.resident)
    : [];
  const [fewest, most] = [Math.min(...helloRates), Math.max(...helloRates)].map((rps) =>
    rps.toLocaleString('en-US'),
  );
  lines.push(
    `### ${ROWS.toLocaleString('en-US')} jobs`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${process.env.BENCH_DATABASE_URL ? 'an external PostgreSQL' : 'the embedded PostgreSQL'}; ` +
      `${CONNECTIONS} connections for ${SECONDS} s per read, accepting \`${ACCEPT_ENCODING}\`; the hello-world on the same Fastify, ` +
      `measured before each read and after the last, answered ${fewest} to ${most} req/s. "x hello-world" is a read's ` +
      `rate over the mean of the two hello-world runs beside it. "Alone" is the p50 of ${ALONE_REQUESTS} requests sent one at a time.`,
    '',
    '| read | req/s | p50 ms | p99 ms | hello-world req/s | x hello-world | alone p50 ms | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ read, loaded, alone, hello: helloRps }) =>
        `| ${read.name} | ${loaded.rps.toLocaleString('en-US')} | ${loaded.p50} | ${loaded.p99} | ${Math.round(helloRps).toLocaleString('en-US')} | ${(loaded.rps / helloRps).toFixed(2)} | ${alone.toFixed(2)} | ${loaded.errors} |`,
    ),
    '',
    ...mixSection,
  );
  console.log(`\n${lines.join('\n')}`);
  if (!only) await writeSection(lines.join('\n'));
} finally {
  await Promise.all(started.map((process) => process.stop()));
  await stopEmbedded?.();
  await rm(folder, { recursive: true, force: true });
}
