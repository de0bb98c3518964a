import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * Starts the built app as a person would run it (`npm start`): one process, the built web app, the embedded PostgreSQL in a
 * fresh data folder, and a first administrator from ADMIN_EMAIL/ADMIN_PASSWORD (`withAdmin: false`: none, as on
 * a first run, when the app prints a setup link).
 */
export async function startApp({
  withAdmin = true,
  env = {},
  port: givenPort,
  publicHost = '127.0.0.1',
}: {
  withAdmin?: boolean;
  env?: Record<string, string>;
  /** A restart keeps its address. */
  port?: number;
  /** The host name people reach it by (PUBLIC_URL): WebAuthn needs a name such as localhost, not an address. */
  publicHost?: string;
} = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hub-e2e-'));
  // The embedded server runs as the postgres user when tests run as root; it must reach this folder.
  await chmod(dataDir, 0o755);
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
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    url,
    waitForLog,
    stop: async () => {
      process.off('exit', killWithWorker);
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
