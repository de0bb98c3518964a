import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { hashPassword } from '../../apps/server/src/features/auth/passwords.ts';
import { freePort } from '../../apps/server/src/lib/free-port.ts';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e admin password' };
const root = fileURLToPath(new URL('../..', import.meta.url));

export type RunningApp = {
  url: string;
  stop: () => Promise<void>;
  /** Waits for a log record (one JSON object per line) that `match` accepts, and returns it. */
  waitForLog: (match: (record: Record<string, unknown>) => boolean, timeoutMs?: number) => Promise<LogRecord>;
};
type LogRecord = Record<string, unknown>;

/**
 * Data folders of an app started once and stopped, its embedded PostgreSQL made and migrated, one without an
 * administrator and one with: set by the global setup, copied into each app's fresh folder, so that a start skips
 * initdb and the migrations (about 1.5 s of a 2-core machine's time, for each of the suite's twenty apps).
 */
const TEMPLATE_VARIABLES = { withAdmin: 'HUB_E2E_TEMPLATE_WITH_ADMIN', without: 'HUB_E2E_TEMPLATE' };

/** The embedded server's files and its password; not the app secret, which each app makes its own. */
async function copyTemplate(template: string, into: string) {
  // cp -a keeps the owner (the postgres user when tests run as root) and the 0700 mode PostgreSQL insists on.
  await promisify(execFile)('cp', ['-a', join(template, 'pg'), join(template, 'pg.credentials.json'), into]);
}

/**
 * The journeys' administrator, written into the template with a small scrypt cost: the suite signs them in about
 * a hundred times, a third of a second of a core each at the real cost. A stored hash names its cost, so the app
 * checks this one as any other; passwords people set are hashed at the full cost (server tests).
 */
async function addAdministrator(dataDir: string) {
  const server = await startEmbeddedPostgres(join(dataDir, 'pg'), () => undefined);
  const client = new pg.Client({ connectionString: server.url('community_hub') });
  try {
    await client.connect();
    const hash = await hashPassword(ADMIN.password, { N: 2 ** 10, r: 8, p: 1 });
    await client.query(`INSERT INTO users (email, role, password_hash) VALUES ($1, 'admin', $2)`, [
      ADMIN.email,
      hash,
    ]);
  } finally {
    await client.end();
    await server.stop();
  }
}

/** Makes the template folders every app then starts from; returns how to remove them. */
export async function makeDataTemplates() {
  const made: string[] = [];
  const folder = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hub-e2e-template-'));
    await chmod(dir, 0o755);
    made.push(dir);
    return dir;
  };
  const without = await folder();
  const app = await startApp({ withAdmin: false, dataDir: without });
  await app.stop();
  const withAdmin = await folder();
  await copyTemplate(without, withAdmin);
  await addAdministrator(withAdmin);
  process.env[TEMPLATE_VARIABLES.without] = without;
  process.env[TEMPLATE_VARIABLES.withAdmin] = withAdmin;
  return async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  };
}

/**
 * Starts the built app as a person would run it (`npm start`): one process, the built web app, the embedded PostgreSQL in a
 * fresh data folder, and a first administrator from ADMIN_EMAIL/ADMIN_PASSWORD (`withAdmin: false`: none, as on
 * a first run, when the app prints a setup link).
 */
export async function startApp({
  withAdmin = true,
  env = {},
  port: givenPort,
  publicHost = '127.0.0.1',
  dataDir: givenDataDir,
}: {
  withAdmin?: boolean;
  env?: Record<string, string>;
  /** A restart keeps its address. */
  port?: number;
  /** The host name people reach it by (PUBLIC_URL): WebAuthn needs a name such as localhost, not an address. */
  publicHost?: string;
  /** A folder of the caller's, kept when the app stops (the template); by default a fresh one, removed. */
  dataDir?: string;
} = {}): Promise<RunningApp> {
  const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), 'hub-e2e-')));
  // The embedded server runs as the postgres user when tests run as root; it must reach this folder.
  await chmod(dataDir, 0o755);
  const template = process.env[TEMPLATE_VARIABLES[withAdmin ? 'withAdmin' : 'without']];
  if (!givenDataDir && template) await copyTemplate(template, dataDir);
  const port = givenPort ?? (await freePort());
  const url = `http://${publicHost}:${port}`;
  const localUrl = `http://127.0.0.1:${port}`;
  // As `npm start` runs it: the compiled server under plain Node (built first if stale).
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // The journeys create accounts through the developer helpers, which are off unless asked for.
      ENABLE_TEST_AUTH: 'true',
      // `npm run test:e2e` built the app first; two journeys starting at once must not both rebuild it.
      START_WITHOUT_BUILD: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: withAdmin ? ADMIN.email : '',
      ADMIN_PASSWORD: withAdmin ? ADMIN.password : '',
      PUBLIC_URL: url,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The journeys sign in many times a minute from one address.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      UPLOADS_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The app's log is passed on as it is, and read: a journey may wait for a line (e.g. the setup link).
  const records: LogRecord[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        records.push(JSON.parse(line) as LogRecord);
      } catch {
        records.push({ msg: line });
      }
    }
  });
  const waitForLog = async (match: (record: LogRecord) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = records.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('the app did not log the awaited line');
      await new Promise((wait) => setTimeout(wait, 100));
    }
  };
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // A worker Playwright ends early (a timeout, Ctrl-C) takes its app with it instead of leaving it running.
  const killWithWorker = () => child.kill('SIGTERM');
  process.once('exit', killWithWorker);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${localUrl}/api/openapi.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the app did not start within 90 s');
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    waitForLog,
    stop: async () => {
      process.off('exit', killWithWorker);
      child.kill('SIGTERM');
      await exited;
      if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
