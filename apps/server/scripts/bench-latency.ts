/**
 * `npm run bench -- latency`: how long one answer takes, one request at a time, on databases of different sizes
 * (decision 051: a list's answer at 1,000,000 jobs should take less than twice its time at 10,000). For each
 * database in BENCH_DATABASE_URLS (comma-separated, each seeded before by `npm run bench` with its BENCH_ROWS),
 * the app runs as its own process as `npm start` runs it, with the response cache off so that every answer is
 * worked out by the database; each read is sent BENCH_REQUESTS times (default 200) after 20 unmeasured ones, one
 * after the other on a kept-alive connection, and timed with process.hrtime from the request to the answer's
 * last byte. The table (p50 and p95 per size, and the ratio of the largest's p50 to the smallest's) goes into
 * docs/benchmarks.md under "### One request at a time", with the machine's load average. A script, not a test.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase, runMigrations } from '../src/db/client.ts';
import { grantAccess } from '../src/features/whitelist/whitelist.service.ts';
import { writeSection } from './bench-docs.ts';
import { SEARCH_CLASSES, searchesOfClass } from './bench-searches.ts';
import { percentile, signIn, startApp, timeOneAtATime } from './bench-support.ts';

const urls = (process.env.BENCH_DATABASE_URLS ?? '').split(',').filter(Boolean);
if (urls.length === 0)
  throw new Error('BENCH_DATABASE_URLS: give the seeded databases to compare, comma-separated');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const fixed = (path: string) => () => () => path;
/**
 * The reads a visitor's list costs: a search, the newest page, a filtered page, a search for something rare, and
 * the searches nobody made before by class (scripts/bench-searches.ts). `paths` gives a database of `rows` jobs
 * its sequence of paths, the same at every size.
 */
const reads: Array<{ name: string; paths: (rows: number) => () => string }> = [
  { name: 'jobs, search a common word', paths: fixed('/api/jobs?search=engineer') },
  { name: 'jobs, newest first', paths: fixed('/api/jobs') },
  { name: 'jobs, industry filter', paths: fixed('/api/jobs?industry=Finance') },
  { name: 'jobs, industry page 50', paths: fixed('/api/jobs?industry=Finance&page=50') },
  {
    name: 'jobs, a different search every request',
    paths: () => {
      let counter = 0;
      return () => `/api/jobs?search=engineer%20${1 + counter++}`;
    },
  },
  { name: 'jobs, a search that finds nothing (typo pass)', paths: fixed('/api/jobs?search=qqzzxx%2012345') },
  ...SEARCH_CLASSES.map((kind) => ({
    name: `jobs, new searches: ${kind}`,
    paths: (rows: number) => searchesOfClass(kind, rows),
  })),
];

type Measured = { rows: number; load: number; p50: number[]; p95: number[] };

async function measureDatabase(url: string, folder: string): Promise<Measured> {
  const connection = connectDatabase(url, 2);
  await runMigrations(connection.pool);
  const [{ jobs = 0 } = {}] = (
    await connection.db.execute<{ jobs: number }>(sql`SELECT count(*)::int AS jobs FROM jobs`)
  ).rows;
  if (jobs === 0) throw new Error(`${url} holds no jobs: seed it first (npm run bench with BENCH_ROWS)`);
  await grantAccess(
    connection.db,
    { email: 'resident@bench.test', name: 'Bench', unit: '1', phone: null },
    'bench',
  );
  await connection.close();

  // Every answer worked out by the database: a cached answer says nothing about the table's size.
  const app = await startApp(url, folder, { RESPONSE_CACHE_SECONDS: '0' });
  try {
    const token = await signIn(app.url, '/api/auth/login', { email: 'resident@bench.test' });
    const load = loadavg()[0] ?? 0;
    const p50: number[] = [];
    const p95: number[] = [];
    for (const read of reads) {
      const times = await timeOneAtATime(
        app.url,
        read.paths(jobs),
        { authorization: `Bearer ${token}` },
        { requests: REQUESTS },
      );
      p50.push(percentile(times, 0.5));
      p95.push(percentile(times, 0.95));
      console.log(
        `${jobs} jobs, ${read.name}: p50 ${p50.at(-1)?.toFixed(2)} ms, p95 ${p95.at(-1)?.toFixed(2)} ms`,
      );
    }
    return { rows: jobs, load: (load + (loadavg()[0] ?? 0)) / 2, p50, p95 };
  } finally {
    await app.stop();
  }
}

const folder = await mkdtemp(join(tmpdir(), 'hub-bench-latency-'));
await chmod(folder, 0o755);
try {
  const measured: Measured[] = [];
  for (const url of urls) measured.push(await measureDatabase(url, folder));
  measured.sort((a, b) => a.rows - b.rows);
  const smallest = measured[0];
  const largest = measured.at(-1);
  const size = (m: Measured) => m.rows.toLocaleString('en-US');
  const ms = (value: number | undefined) => (value ?? 0).toFixed(2);
  const lines = [
    '### One request at a time',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores with \`npm run bench -- latency\`: ` +
      `${REQUESTS} requests per read, one after the other, response cache off; load average (1 minute) ` +
      `${measured.map((m) => `${m.load.toFixed(1)} at ${size(m)} jobs`).join(', ')}.`,
    '',
    `| read | ${measured.map((m) => `p50 ms at ${size(m)} | p95 ms at ${size(m)}`).join(' | ')} | p50 ratio |`,
    `|---|${measured.map(() => '---|---|').join('')}---|`,
    ...reads.map(
      (read, index) =>
        `| ${read.name} | ${measured.map((m) => `${ms(m.p50[index])} | ${ms(m.p95[index])}`).join(' | ')} | ` +
        `${((largest?.p50[index] ?? 0) / (smallest?.p50[index] || 1)).toFixed(2)} |`,
    ),
    '',
  ];
  console.log(`\n${lines.join('\n')}`);
  if (measured.length > 1) await writeSection(lines.join('\n'));
} finally {
  await rm(folder, { recursive: true, force: true });
}
