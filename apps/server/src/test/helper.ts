import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { backupPlaceOf, buildApp, fileStorageOf, stagingDirOf } from '../app.ts';
import { type Config, readConfig } from '../config.ts';
import { connectDatabase, migrateFirst, withDatabase } from '../db/client.ts';
import { hashPassword, upsertAdmin } from '../features/auth/index.ts';
import { grantAccess } from '../features/whitelist/index.ts';
import { startQueue } from '../queue/queue.ts';
import { backgroundWork } from '../tasks.ts';

export const ADMIN = { email: 'admin@hub.test', password: 'correct horse battery staple' };

/**
 * Builds the app on a fresh copy of the migrated template database; it is dropped after the file's tests.
 * `env` is the NODE_ENV the app is configured with (default 'test'); 'production' shows what is left out there.
 */
export async function createTestApp(
  options: {
    limits?: Parameters<typeof buildApp>[0]['limits'];
    env?: Config['env'];
    /** Where uploaded bytes go (FILE_STORAGE); default 'local'. */
    fileStorage?: Config['fileStorage'];
    /** More environment for readConfig, e.g. SMTP_URL and RESIDENT_SIGN_IN. */
    environment?: Record<string, string>;
    /** Extra GET /readyz conditions, as server.ts would plug them in. */
    readiness?: Parameters<typeof buildApp>[0]['readiness'];
    /** A folder with a built web app (index.html), to see what the SPA fallback answers. */
    webDist?: string;
    /** The logger the app writes to (default: none). */
    logger?: Parameters<typeof buildApp>[0]['logger'];
    /** A PostgreSQL server of the file's own and its migrated template (default: the run's shared server). */
    server?: { adminUrl: string; templateDatabase: string };
    /** The app's change bus, made on its pool by the test (default: the app's own); the test starts it. */
    changes?: (pool: pg.Pool) => NonNullable<Parameters<typeof buildApp>[0]['changes']>;
  } = {},
) {
  const { adminUrl, templateDatabase } = options.server ?? {
    adminUrl: inject('adminUrl'),
    templateDatabase: inject('templateDatabase'),
  };
  const database = `${templateDatabase}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${templateDatabase}`);
  await admin.end();

  const connection = connectDatabase(withDatabase(adminUrl, database), 4);
  // Uploaded files of this test file go to their own temporary folder.
  const dataDir = await mkdtemp(join(tmpdir(), 'hub-test-data-'));
  const config = {
    ...readConfig({
      NODE_ENV: options.env ?? 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      FILE_STORAGE: options.fileStorage ?? 'local',
      // Tests upload far faster than people; the upload-limit tests set their own rate.
      UPLOADS_PER_MINUTE: '10000',
      // Tests write rows straight into the database and read them back at once: no caches, unless a test of the
      // caches turns them on.
      RESPONSE_CACHE_SECONDS: '0',
      SESSION_CACHE_SECONDS: '0',
      ...options.environment,
    }),
    webDist: options.webDist,
  };
  const secret = randomBytes(32);
  const app = await buildApp({
    config,
    db: connection.db,
    secret,
    limits: options.limits,
    readiness: options.readiness,
    pool: connection.pool,
    logger: options.logger,
    changes: options.changes?.(connection.pool),
  });
  await app.ready();

  afterAll(async () => {
    await app.close();
    await connection.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await cleanup.end();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, db: connection.db, pool: connection.pool, dataDir, config, secret };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A database of the same server at the schema of our first `count` migrations: an older Community Hub's. */
export async function olderDatabase(count: number) {
  const adminUrl = inject('adminUrl');
  const name = `hub_older_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const connection = connectDatabase(withDatabase(adminUrl, name), 2);
  await migrateFirst(connection.pool, count);
  afterAll(async () => {
    await connection.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return connection;
}

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs the background work (mail delivery, digests) for a test app, as server.ts does; stopped after the file. */
export async function startTestQueue(t: TestApp) {
  const work = backgroundWork({
    db: t.db,
    config: t.config,
    secret: t.secret,
    storage: fileStorageOf(t.config),
    stagingDir: stagingDirOf(t.config),
    backupPlace: backupPlaceOf(t.config, t.secret),
    logger: silentLog,
  });
  const queue = await startQueue({ pool: t.pool, ...work, logger: silentLog });
  afterAll(() => queue.stop());
  return queue;
}

/** A different client address per login, so the per-address login limits do not interfere between tests. */
const someAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Databases that already have the test administrator. */
const hasTestAdmin = new WeakSet<object>();

/**
 * The suite signs its administrator in a few hundred times: at scrypt's real cost (a third of a second of a core
 * each) that was half the server tests' time. A stored hash names its cost, so this one, made once at a small
 * cost, is checked like any other; every password people set is hashed at the full cost (passwords.test.ts).
 */
const testAdminHash = hashPassword(ADMIN.password, { N: 2 ** 10, r: 8, p: 1 });

export async function signInAdmin({ app, db }: TestApp) {
  if (!hasTestAdmin.has(db)) {
    await upsertAdmin(db, { email: ADMIN.email, passwordHash: await testAdminHash });
    hasTestAdmin.add(db);
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { username: ADMIN.email, password: ADMIN.password },
    remoteAddress: someAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return bearer(response.json().sessionId);
}

export async function signInResident(
  { app, db }: TestApp,
  email = `resident-${randomBytes(3).toString('hex')}@hub.test`,
) {
  await grantAccess(db, { email, name: 'Test Resident', unit: 'A-1', phone: null }, 'test');
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email },
    remoteAddress: someAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`resident login failed: ${response.body}`);
  return { ...bearer(response.json().sessionId), email };
}

export const bearer = (sessionId: string) => ({ headers: { authorization: `Bearer ${sessionId}` } });
