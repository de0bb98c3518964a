import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { checkPooler } from '../db/pooler.ts';
import { createJob } from '../test/factories.ts';
import { eventually } from '../test/eventually.ts';
import { createTestApp, signInResident } from '../test/helper.ts';
import { type ChangeBus, createChangeBus, silentChangeBus } from './change-bus.ts';

// The caches on, as in production: these tests are about when they may be trusted.
const CACHES_ON = { RESPONSE_CACHE_SECONDS: '60', SESSION_CACHE_SECONDS: '5' };

// The bus listens as a role of its own, so the test can cut it off (and keep it off) without touching the app's
// pool: terminating its backend and refusing the role's logins is a lost connection that stays lost.
const busRole = `hub_bus_${randomBytes(4).toString('hex')}`;
const busPassword = randomBytes(12).toString('hex');
let busPool: pg.Pool | undefined;
let bus: ChangeBus | undefined;

const t = await createTestApp({
  environment: CACHES_ON,
  changes: (pool) => {
    const url = new URL(String(pool.options.connectionString));
    url.username = busRole;
    url.password = busPassword;
    busPool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    busPool.on('error', () => undefined);
    bus = createChangeBus(busPool);
    return bus;
  },
});
await t.db.execute(sql.raw(`CREATE ROLE ${busRole} LOGIN PASSWORD '${busPassword}'`));
afterAll(async () => {
  await bus?.stop();
  await busPool?.end();
  await t.db.execute(sql.raw(`DROP ROLE IF EXISTS ${busRole}`));
});
const { app, db } = t;
const resident = await signInResident(t);

/** A change the change bus never hears (triggers off): as a change committed while the bus was deaf. */
async function silently(executor: Database, change: ReturnType<typeof sql>) {
  await executor.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(change);
  });
}

const titleListed = async (search: string) =>
  (await app.inject({ method: 'GET', url: `/api/jobs?search=${search}`, ...resident })).json().items[0]
    ?.title;

const readiness = async () => (await app.inject({ method: 'GET', url: '/readyz' })).json();

describe('a change bus that is deaf', () => {
  it('is not trusted from the moment its connection is lost until its own probe comes back', async () => {
    if (!bus) throw new Error('the test app was not given its bus');
    const listening = bus;
    await listening.start();
    expect(listening.isListening).toBe(true);
    // The job's own notification heard first: arriving during the first read, it would keep that answer out.
    const heard = new Promise<void>((resolve) => {
      const stop = listening.subscribe((change) => {
        if (change.table === 'jobs') {
          stop();
          resolve();
        }
      });
    });
    const job = await createJob(db, { title: 'Deafness Glassblower A' });
    await heard;
    // Trusted: the list is answered from memory, even after a change the bus never heard.
    expect(await titleListed('glassblower')).toBe('Deafness Glassblower A');
    await silently(db, sql`UPDATE jobs SET title = 'Deafness Glassblower B' WHERE id = ${job.id}`);
    expect(await titleListed('glassblower')).toBe('Deafness Glassblower A');

    // Its backend killed, and its role kept out so it cannot come back meanwhile.
    await db.execute(sql.raw(`ALTER ROLE ${busRole} NOLOGIN`));
    await db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = ${busRole}`);
    await eventually(() => !listening.isListening, 'the bus noticing its lost connection');

    // Every cache reads the database now: changes made by another connection are seen at once.
    expect(await titleListed('glassblower')).toBe('Deafness Glassblower B');
    await silently(db, sql`UPDATE jobs SET title = 'Deafness Glassblower C' WHERE id = ${job.id}`);
    expect(await titleListed('glassblower')).toBe('Deafness Glassblower C');
    const other = await signInResident(t, 'deaf-bus-other@hub.test');
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', ...other })).statusCode).toBe(200);
    await silently(
      db,
      sql`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'deaf-bus-other@hub.test')`,
    );
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', ...other })).statusCode).toBe(401);
    // Ready (every answer is right), and saying why the caches are off.
    const deaf = await readiness();
    expect(deaf.status).toBe('ready');
    expect(deaf.warnings[0]).toMatch(/^change bus not listening: .*caches are off/);

    // Let back in: it reconnects, hears its probe, and only then is trusted again, with nothing kept from before.
    await db.execute(sql.raw(`ALTER ROLE ${busRole} LOGIN`));
    await eventually(() => listening.isListening, 'the bus hearing its probe again');
    expect(await titleListed('glassblower')).toBe('Deafness Glassblower C');
    await silently(db, sql`UPDATE jobs SET title = 'Deafness Glassblower D' WHERE id = ${job.id}`);
    expect(await titleListed('glassblower')).toBe('Deafness Glassblower C');
    expect(await readiness()).toEqual({ status: 'ready' });
  });
});

describe('an app with its change bus off (a transaction pooler and no direct connection)', async () => {
  const off = await createTestApp({
    environment: CACHES_ON,
    changes: () => silentChangeBus('DATABASE_URL goes through a transaction pooler'),
  });
  const member = await signInResident(off, 'bus-off@hub.test');

  it('keeps nothing in any cache, and says so on /readyz', async () => {
    const job = await createJob(off.db, { title: 'Busless Wheelwright A' });
    const listed = async () =>
      (await off.app.inject({ method: 'GET', url: '/api/jobs?search=wheelwright', ...member })).json()
        .items[0]?.title;
    expect(await listed()).toBe('Busless Wheelwright A');
    await silently(off.db, sql`UPDATE jobs SET title = 'Busless Wheelwright B' WHERE id = ${job.id}`);
    expect(await listed()).toBe('Busless Wheelwright B');
    const ready = (await off.app.inject({ method: 'GET', url: '/readyz' })).json();
    expect(ready).toEqual({
      status: 'ready',
      warnings: [
        'change bus off: DATABASE_URL goes through a transaction pooler; caches are off (every request reads the database)',
      ],
    });
  });
});

describe('the pooler check', () => {
  it('finds a direct connection direct: sessions of their own, named statements kept', async () => {
    expect(await checkPooler(String(t.pool.options.connectionString))).toEqual({
      sharesSessions: false,
      keepsNamedStatements: true,
      refusesSessionOptions: false,
    });
  });
});
