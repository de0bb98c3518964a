import { randomBytes } from 'node:crypto';
/**
 * `npm run bench`: seeds a realistic dataset (100,000 jobs, 50,000 CVs) into a fresh database and reports
 * requests per second and p50/p99 latency of the main reads with autocannon (10 connections; the two CV-Job
 * match directions also with 1, for the latency of a single request). A script, not a test.
 * Uses the embedded PostgreSQL in a temporary folder, or BENCH_DATABASE_URL (an empty database) when set.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { connectDatabase, runMigrations } from '../src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { upsertAdmin } from '../src/features/auth/auth.service.ts';
import { grantAccess } from '../src/features/whitelist/whitelist.service.ts';

// `npm run bench -- events`: the cost of idle event streams instead (scripts/bench-events.ts).
if (process.argv[2] === 'events') {
  await import('./bench-events.ts');
  process.exit(0);
}

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const CVS = Number(process.env.BENCH_CVS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const folder = await mkdtemp(join(tmpdir(), 'hub-bench-'));
await chmod(folder, 0o755);
let stopEmbedded: (() => Promise<void>) | undefined;
let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  const embedded = await startEmbeddedPostgres(join(folder, 'pg'), () => undefined);
  stopEmbedded = embedded.stop;
  await ensureDatabase(embedded.url('postgres'), 'bench');
  url = embedded.url('bench');
}
const connection = connectDatabase(url, 20);
try {
  await runMigrations(connection.pool);
  const { db } = connection;
  console.log(`Seeding ${JOBS} jobs and ${CVS} CVs...`);
  const started = Date.now();
  await db.execute(sql`
    INSERT INTO jobs (title, company, poster_email, poster_role, description, skills, industry, experience_level, job_type,
      location, contact_email, contact_phone, is_approved, status)
    SELECT (ARRAY['Software Engineer','Accountant','Sales Manager','Nurse','Teacher','Designer','Data Analyst','HR Officer'])[1 + i % 8] || ' ' || i,
      'Company ' || (i % 500), 'poster' || (i % 1000) || '@bench.test', 'Hiring Manager',
      'We are looking for a motivated person to join our team in role number ' || i || ' with growth opportunities.',
      (ARRAY['JavaScript, React, PostgreSQL','Excel, Accounting','Negotiation, CRM','Patient care','Teaching, Curriculum','Figma, UX','SQL, Python, Statistics','Recruiting, Payroll'])[1 + i % 8],
      (ARRAY['Technology/IT','Finance','Sales','Healthcare','Education','Design','Technology/IT','Human Resources'])[1 + i % 8],
      (ARRAY['Entry Level','Mid Level','Senior Level','Executive'])[1 + i % 4], 'Full-time', 'New Cairo',
      'jobs@bench.test', '+20 100 000 0000', i % 10 <> 0, CASE WHEN i % 10 <> 0 THEN 'approved' ELSE 'pending' END
    FROM generate_series(1, ${JOBS}) AS i`);
  await db.execute(sql`
    INSERT INTO cv_entries (name, email, title, section, bio, skills, years_of_experience)
    SELECT 'Resident ' || i, 'resident' || i || '@bench.test',
      (ARRAY['Frontend Developer','Accountant','Sales Lead','Nurse','Teacher','Product Designer','Data Scientist','HR Generalist'])[1 + i % 8],
      (ARRAY['Technology/IT','Finance','Sales','Healthcare','Education','Media & Design','Technology/IT','HR'])[1 + i % 8],
      'Experienced professional living in the compound, resident number ' || i,
      string_to_array((ARRAY['JS,React,Postgres','Excel,Accounting','CRM,Negotiation','Patient care','Curriculum',
        'Figma,UX','Python,SQL,Statistics','Payroll,Recruiting'])[1 + i % 8], ','),
      i % 15
    FROM generate_series(1, ${CVS}) AS i`);
  await db.execute(sql`ANALYZE`);
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const config = {
    ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: folder }),
    webDist: undefined,
  };
  const app = await buildApp({ config, db, secret: randomBytes(32) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  await upsertAdmin(db, { email: 'admin@bench.test', password: 'bench admin password' });
  await grantAccess(db, { email: 'resident@bench.test', name: 'Bench', unit: '1', phone: null }, 'bench');
  const login = async (path: string, body: object) =>
    (
      (await (
        await fetch(`${address}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { sessionId: string }
    ).sessionId;
  const resident = await login('/api/auth/login', { email: 'resident@bench.test' });
  const admin = await login('/api/auth/admin-login', {
    username: 'admin@bench.test',
    password: 'bench admin password',
  });
  const [job] = (
    await db.execute<{ id: string }>(
      sql`SELECT id FROM jobs WHERE title LIKE 'Software Engineer%' AND is_approved LIMIT 1`,
    )
  ).rows;
  // A CV whose skills one job in eight shares (about 11,000 open jobs): the reverse match's heavy case.
  const [cv] = (
    await db.execute<{ id: string }>(
      sql`SELECT id FROM cv_entries WHERE title = 'Frontend Developer' LIMIT 1`,
    )
  ).rows;

  const cases = [
    { name: 'careers, newest', path: '/api/jobs', token: resident },
    { name: 'careers, search', path: '/api/jobs?search=engineer%20123', token: resident },
    { name: 'careers, industry page 50', path: '/api/jobs?industry=Finance&page=50', token: resident },
    { name: 'CV showcase, search', path: '/api/cvs?search=react', token: resident },
    { name: 'home statistics', path: '/api/stats', token: resident },
    { name: 'CV-Job match (50k CVs)', path: `/api/admin/cv-match/jobs/${job?.id}`, token: admin },
    { name: 'job match for a CV (90k open jobs)', path: `/api/admin/cv-match/cvs/${cv?.id}`, token: admin },
    { name: 'admin whitelist', path: '/api/admin/whitelist', token: admin },
    // One request at a time: the latency an administrator sees, without queueing behind nine others.
    {
      name: 'CV-Job match (50k CVs)',
      path: `/api/admin/cv-match/jobs/${job?.id}`,
      token: admin,
      connections: 1,
    },
    {
      name: 'job match for a CV (90k open jobs)',
      path: `/api/admin/cv-match/cvs/${cv?.id}`,
      token: admin,
      connections: 1,
    },
  ];
  const only = process.env.BENCH_ONLY;
  const selected = only
    ? cases.filter((bench) => bench.name.toLowerCase().includes(only.toLowerCase()))
    : cases;
  const rows: string[] = [
    '| read | connections | req/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|',
  ];
  for (const bench of selected) {
    const connections = 'connections' in bench ? bench.connections : 10;
    const result = await autocannon({
      url: `${address}${bench.path}`,
      connections,
      duration: SECONDS,
      headers: { authorization: `Bearer ${bench.token}` },
    });
    rows.push(
      `| ${bench.name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(`\n${rows.join('\n')}`);
  await app.close();
} finally {
  await connection.close();
  await stopEmbedded?.();
  await rm(folder, { recursive: true, force: true });
}
