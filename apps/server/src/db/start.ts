import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { connectDatabase, type DatabaseConnection, runMigrations } from './client.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts';

export type StartedDatabase = DatabaseConnection & { stop: () => Promise<void> };

/**
 * The database the app runs on: DATABASE_URL when set, else the embedded server in DATA_DIR/pg. Migrations
 * are applied before it is handed out. `stop` closes the pool and, for the embedded server, stops it.
 */
export async function startDatabase(
  config: Config,
  log: (message: string) => void,
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
    const connection = connectDatabase(url, config.databasePoolSize, log);
    stops.unshift(connection.close);
    await runMigrations(connection.pool);
    return { ...connection, stop };
  } catch (error) {
    await stop();
    throw error;
  }
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
