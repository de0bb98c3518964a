import { chmod, mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobInput } from '@hub/contract/jobs/job.schema';
import type { LightMyRequestResponse } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../features/applications/applications.table.ts';
import { files } from '../features/files/files.table.ts';
import { jobs } from '../features/jobs/jobs.table.ts';
import { outbox } from '../features/mail/mail.table.ts';
import { eventually } from '../test/eventually.ts';
import { createJob } from '../test/factories.ts';
import { createTestApp, signInAdmin, signInResident, startTestQueue } from '../test/helper.ts';
import { applyWithCv } from '../test/multipart.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { connectDatabase, runMigrations, withDatabase } from './client.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts';

/**
 * Fault: PostgreSQL restarted while people write. The run's shared server cannot be restarted under the other
 * test files, so this file starts a PostgreSQL of its own (the embedded one the app runs by default) and stops it
 * the way `pg_ctl stop -m fast` or a service restart does (SIGINT: sessions ended, open transactions rolled back),
 * then starts it again on the same port. The app, its pool and its job queue stay up throughout.
 */

// Stopped last (hooks run in reverse order): after the app and its queue have let go of their connections.
const folder = await realpath(await mkdtemp(join(tmpdir(), 'hub-restart-')));
// Tests run as root, so PostgreSQL runs as the postgres user, which must traverse this folder.
await chmod(folder, 0o755);
const pgDir = join(folder, 'pg');
let server = await startEmbeddedPostgres(pgDir, () => undefined);
afterAll(async () => {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}, 60_000);

const adminUrl = server.url('postgres');
const templateDatabase = 'hub_restart_template';
await ensureDatabase(adminUrl, templateDatabase);
const template = connectDatabase(withDatabase(adminUrl, templateDatabase), 2);
await runMigrations(template.pool);
await template.close();

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const t = await createTestApp({
  server: { adminUrl, templateDatabase },
  // Residents sign in by e-mail alone here: the mail this test counts is the applications' own.
  environment: { SMTP_URL: smtp.url, RESIDENT_SIGN_IN: 'email' },
});
const { app, db, dataDir } = t;
await startTestQueue(t);
const admin = await signInAdmin(t);
const residents = [await signInResident(t), await signInResident(t)];
/** Posts to apply to: a member applies once to each, so every application of a resident needs a post of its own. */
const openJobs = await Promise.all(Array.from({ length: 300 }, () => createJob(db)));

const newJob = (n: number): JobInput => ({
  title: `Restart job ${n}`,
  company: 'Nile Finance',
  posterRole: 'HR Manager',
  location: 'New Cairo',
  description: 'Own the monthly close and reporting for a growing team.',
  skills: 'IFRS, Excel',
  contactEmail: 'hiring@nilefinance.test',
  contactPhone: '+20 100 000 0000',
  experienceLevel: 'Senior Level',
  industry: 'Finance',
  jobType: 'Full-time',
});

type Writes = { acknowledged: string[]; refused: number[] };

/**
 * Writes through HTTP, one request after the other, until told to stop or `write` has nothing left to write
 * (null): what was acknowledged (2xx) and the statuses of what was refused. A refused write is tried no further
 * (a person would send it again), after a short pause so a writer facing a stopped database does not spin.
 */
async function keepWriting(
  write: (n: number) => Promise<LightMyRequestResponse> | null,
  writes: Writes,
  shouldGoOn: () => boolean,
) {
  for (let n = 0; shouldGoOn(); n += 1) {
    const sent = write(n);
    if (!sent) return;
    const response = await sent;
    if (response.statusCode >= 200 && response.statusCode < 300)
      writes.acknowledged.push(response.json<{ id: string }>().id);
    else {
      writes.refused.push(response.statusCode);
      await new Promise((pause) => setTimeout(pause, 50));
    }
  }
}

/** The resident's application to the n-th open post; null once every post has one (the jobs go on). */
const apply = (resident: (typeof residents)[number], n: number) => {
  const job = openJobs[n];
  return job ? applyWithCv(app, resident, job.id) : null;
};

describe('PostgreSQL restarted under write load', () => {
  it('keeps every acknowledged write, and the app and its queue work again without being restarted', async () => {
    const jobWrites: Writes = { acknowledged: [], refused: [] };
    const applicationWrites: Writes = { acknowledged: [], refused: [] };
    const acknowledged = () => jobWrites.acknowledged.length + applicationWrites.acknowledged.length;
    let isWriting = true;
    const goOn = () => isWriting;
    const writers = [
      keepWriting(
        (n) => app.inject({ method: 'POST', url: '/api/admin/jobs', payload: newJob(n), ...admin }),
        jobWrites,
        goOn,
      ),
      keepWriting(
        (n) =>
          app.inject({ method: 'POST', url: '/api/admin/jobs', payload: newJob(n + 1_000_000), ...admin }),
        jobWrites,
        goOn,
      ),
      ...residents.map((resident) => keepWriting((n) => apply(resident, n), applicationWrites, goOn)),
    ];

    await eventually(() => acknowledged() >= 40, '40 writes before the restart');
    const beforeRestart = acknowledged();
    const port = Number(new URL(adminUrl).port);
    const restartStarted = Date.now();
    await server.stop();
    server = await startEmbeddedPostgres(pgDir, () => undefined, { port });
    const restartMs = Date.now() - restartStarted;
    const refusedBeforeBack = jobWrites.refused.length + applicationWrites.refused.length;
    const afterRestart = acknowledged();
    // The app is not restarted: its pool reconnects on its own and writes are acknowledged again.
    await eventually(() => acknowledged() >= afterRestart + 40, '40 writes after the restart');
    isWriting = false;
    await Promise.all(writers);

    // Writes ran into the stopped server: some were refused, as they must be, and none of them was lost silently.
    expect(refusedBeforeBack).toBeGreaterThan(0);
    // The server's failure, never a 4xx that would tell the person they did something wrong.
    for (const status of [...jobWrites.refused, ...applicationWrites.refused])
      expect(status).toBeGreaterThanOrEqual(500);
    const storedJobs = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.id, jobWrites.acknowledged));
    expect(storedJobs).toHaveLength(jobWrites.acknowledged.length);
    const storedApplications = await db
      .select({ id: applications.id, cv: applications.cvStorageId })
      .from(applications)
      .where(inArray(applications.id, applicationWrites.acknowledged));
    expect(storedApplications).toHaveLength(applicationWrites.acknowledged.length);

    // Every stored CV has its bytes, and no bytes are left without a row (a write rolled back by the restart
    // removed the CV it had moved into storage).
    const onDisk = new Set(await readdir(join(dataDir, 'files')));
    for (const { cv } of storedApplications) expect(onDisk.has(cv ?? '')).toBe(true);
    const fileRows = await db.select({ id: files.id }).from(files);
    expect([...onDisk].sort()).toEqual(fileRows.map((row) => row.id).sort());
    expect(await readdir(join(dataDir, 'uploads-in-progress'))).toEqual([]);

    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // The queue came back too: every application's mail (written with it) goes out.
    const [committed] = await db.select({ total: count() }).from(applications);
    await eventually(async () => {
      const [sent] = await db
        .select({ total: count() })
        .from(outbox)
        .where(and(eq(outbox.kind, 'application-received'), eq(outbox.status, 'sent')));
      return sent?.total === committed?.total;
    }, 'every application mail sent after the restart');
    // Every connection the writes took is given back (none kept by a statement that failed with the server
    // gone): only the queue's LISTEN connection stays out.
    await eventually(() => t.pool.totalCount - t.pool.idleCount <= 1, 'every connection back in the pool');
    console.info(
      `PostgreSQL restart under load: ${acknowledged()} writes acknowledged (${beforeRestart} before the restart), ` +
        `${refusedBeforeBack} refused while it restarted (${restartMs} ms), none lost`,
    );
  });

  it('sends a mail that was on its way when PostgreSQL stopped once it is back, though it cannot know it went', async () => {
    const port = Number(new URL(adminUrl).port);
    const resident = await signInResident(t);
    const held = smtp.holdMail();
    expect((await applyWithCv(app, resident, (await createJob(db)).id)).statusCode).toBe(201);
    // The delivery job holds its lock while the SMTP server keeps the mail's final answer.
    await held.arrived;
    await server.stop();
    // The mail is accepted while the database is down: the job can record neither the mail nor its own end.
    held.release();
    await eventually(
      () => smtp.received.some((mail) => mail.envelopeTo.includes(resident.email)),
      'the held mail accepted',
    );
    server = await startEmbeddedPostgres(pgDir, () => undefined, { port });

    await eventually(async () => {
      const [mail] = await db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.toEmail, resident.email));
      return mail?.status === 'sent';
    }, 'the interrupted mail recorded as sent');
    // Its first sending could not be recorded, so the job ran again: a mail goes at least once, never not at all.
    // (graphile-worker had ended the worker that held the job, leaving it locked for four hours: queue.ts starts
    // the queue afresh and unlocks it.)
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(resident.email))).toHaveLength(2);
  });
});
