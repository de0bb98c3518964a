import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { type ChangeBus, createChangeBus, silentChangeBus } from '../realtime/change-bus.ts';
import {
  connectDatabase,
  type DatabaseConnection,
  nameStatements,
  runMigrations,
  runMigrationsThroughPooler,
  SESSION_SETTINGS,
} from './client.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts';
import { checkPooler, type PoolerCheck } from './pooler.ts';

export type StartedDatabase = DatabaseConnection & {
  /** The change bus, not started yet: on the direct connection, or silent behind a pooler without one. */
  changes: ChangeBus;
  /** Where the job queue runs: the direct connection when there is one, else the pool without named statements. */
  queue: { pool: pg.Pool; preparedStatements: boolean };
  stop: () => Promise<void>;
};

/** Connections of the direct pool beside the change bus's own: the queue's two workers, its LISTEN, one spare. */
const DIRECT_POOL_SIZE = 4;

const direct: PoolerCheck = {
  sharesSessions: false,
  keepsNamedStatements: true,
  refusesSessionOptions: false,
};

/**
 * The database the app runs on: DATABASE_URL when set, else the embedded server in DATA_DIR/pg. Migrations
 * are applied before it is handed out. `stop` closes the pools and, for the embedded server, stops it.
 *
 * DATABASE_URL may go through a connection pooler (decision 065): checkPooler finds out, and whatever needs a
 * session of its own (the change bus's LISTEN, the migration lock, the queue) then goes to DATABASE_DIRECT_URL.
 * Without one the app runs with the change bus off and so every cache off, and says so.
 */
export async function startDatabase(
  config: Config,
  log: (message: string) => void,
  warn: (message: string) => void = log,
): Promise<StartedDatabase> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops) await step().catch((error) => log(`while stopping: ${String(error)}`));
    stops.length = 0;
  };
  try {
    let url = config.databaseUrl;
    if (!url) {
      stops.unshift(await claimDataDir(config.dataDir));
      const embedded = await startEmbeddedPostgres(join(config.dataDir, 'pg'), log);
      stops.unshift(embedded.stop);
      await ensureDatabase(embedded.url('postgres'), 'community_hub');
      url = embedded.url('community_hub');
      log(`Embedded PostgreSQL is running with its data in ${join(config.dataDir, 'pg')}`);
    }
    const pooler = config.databaseUrl ? await checkPooler(url) : direct;
    const directUrl = config.databaseDirectUrl ?? (pooler.sharesSessions ? undefined : url);
    if (directUrl && directUrl !== url && (await checkPooler(directUrl)).sharesSessions) {
      throw new Error(
        'DATABASE_DIRECT_URL goes through a transaction pooler too: LISTEN and the migration lock need a session ' +
          'of their own. Point it at the PostgreSQL server itself (or a pooler in session mode).',
      );
    }
    const isNamingStatements =
      config.preparedStatements === 'auto'
        ? !pooler.sharesSessions || pooler.keepsNamedStatements
        : config.preparedStatements === 'on';
    nameStatements(isNamingStatements);

    const connection = connectDatabase(url, config.databasePoolSize, log, {
      withSessionOptions: !pooler.refusesSessionOptions,
    });
    stops.unshift(connection.close);
    const directPool =
      directUrl === undefined
        ? undefined
        : directUrl === url
          ? connection.pool
          : connectDatabase(directUrl, DIRECT_POOL_SIZE, log).pool;
    if (directPool && directPool !== connection.pool) stops.unshift(() => directPool.end());

    log(describeConnections(pooler, isNamingStatements, config, directUrl));
    if (directPool) await runMigrations(directPool);
    else await runMigrationsThroughPooler(connection.pool);
    await checkSessionSettings(connection.pool, warn);

    const changes = directPool
      ? createChangeBus(directPool, warn)
      : silentChangeBus('DATABASE_URL goes through a transaction pooler and DATABASE_DIRECT_URL is not set');
    if (!directPool) {
      warn(
        'The change bus is off: DATABASE_URL goes through a transaction pooler and DATABASE_DIRECT_URL is not ' +
          'set. Every cache is off (each request reads the database), live screens are not sent changes, and ' +
          'background jobs start within 2 s instead of at once. Set DATABASE_DIRECT_URL to the server itself.',
      );
    }
    stops.unshift(() => changes.stop());
    return {
      ...connection,
      changes,
      queue: { pool: directPool ?? connection.pool, preparedStatements: directPool !== undefined },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The start's line about how the app reaches PostgreSQL. */
function describeConnections(
  pooler: PoolerCheck,
  isNamingStatements: boolean,
  config: Config,
  directUrl: string | undefined,
) {
  const through = pooler.sharesSessions
    ? 'DATABASE_URL goes through a transaction pooler'
    : config.databaseUrl
      ? 'DATABASE_URL reaches PostgreSQL directly (or through a session pooler)'
      : 'the embedded PostgreSQL';
  const named = isNamingStatements
    ? `named statements on${config.preparedStatements === 'on' ? ' (DATABASE_PREPARED_STATEMENTS=on)' : ''}`
    : `named statements off (${config.preparedStatements === 'off' ? 'DATABASE_PREPARED_STATEMENTS=off' : 'the pooler loses them between transactions'})`;
  const sessions = !directUrl
    ? 'no direct connection for LISTEN, the migration lock and the queue'
    : directUrl === (config.databaseUrl ?? directUrl)
      ? 'LISTEN, the migration lock and the queue on the same server'
      : 'LISTEN, the migration lock and the queue on DATABASE_DIRECT_URL';
  return `PostgreSQL: ${through}; ${named}; ${sessions}.`;
}

/**
 * Whether the pool's sessions have SESSION_SETTINGS: a pooler refuses them at startup (PgBouncer 1.18) or drops
 * them (ignore_startup_parameters), and the role should carry them then. Says how when they are missing; the app
 * runs either way, only some searches are slower.
 */
async function checkSessionSettings(pool: pg.Pool, warn: (message: string) => void) {
  const names = Object.keys(SESSION_SETTINGS) as Array<keyof typeof SESSION_SETTINGS>;
  const { rows } = await pool.query<{ name: string; setting: string }>(
    'SELECT name, setting FROM pg_settings WHERE name = ANY($1)',
    [names],
  );
  const missing = names.filter(
    (name) => rows.find((row) => row.name === name)?.setting !== SESSION_SETTINGS[name],
  );
  if (missing.length === 0) return;
  warn(
    `The database sessions lack ${missing.join(', ')} (a connection pooler drops startup settings): some searches ` +
      `are slower. Run once: ${missing.map((name) => `ALTER ROLE CURRENT_USER SET ${name} = '${SESSION_SETTINGS[name]}';`).join(' ')} ` +
      '(see docs/deploy.md).',
  );
}

/**
 * Only one app may run on a data folder with the embedded server. A lock left by a dead process is taken over
 * (its PostgreSQL is then stopped by the embedded start); a live one stops this start with a clear message.
 */
async function claimDataDir(dataDir: string) {
  const lockFile = join(dataDir, 'app.pid');
  // A first run (or `npm run admin` before any start) finds no folder yet.
  await mkdir(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      const isLive =
        pid > 0 &&
        pid !== process.pid &&
        (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes('node');
      if (isLive) {
        throw new Error(
          `Another Community Hub process (pid ${pid}) is using ${dataDir}. Stop it first, or point several ` +
            'processes at one PostgreSQL server with DATABASE_URL.',
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
