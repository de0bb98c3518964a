import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateQueue } from '../queue/queue.ts';

/**
 * A Drizzle database over a pool; `$client` is that pool (to reach another database on the same server, and for
 * the change bus, which opens its own listening connection with the same settings).
 */
export type Database = NodePgDatabase & { $client: pg.Pool };
/** A database handle or an open transaction: services accept either so callers can compose them. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/** The database or an open transaction: what a service that opens its own (nested) transaction needs. */
export type Transactor = Executor & Pick<Database, 'transaction'>;

export type DatabaseConnection = { db: Database; pool: pg.Pool; close: () => Promise<void> };

export function connectDatabase(
  url: string,
  poolSize = 10,
  logError: (message: string) => void = console.error,
): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => logError(`PostgreSQL pool: ${error.message}`));
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: several app processes starting together migrate one at a time. */
const MIGRATION_LOCK = 4_815_162_342;

/** `url` pointing at another database of the same server. */
export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Applies this build's first `count` migrations to an empty database and records them as Drizzle does, so
 * `runMigrations` later applies only the rest. Used to rebuild the schema an older backup was made with.
 */
export async function migrateFirst(pool: pg.Pool, count: number) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
    await client.query(
      'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
    );
    for (const migration of migrationList().slice(0, count)) {
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
      await client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function runMigrations(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  // After the lock's client is back: the queue migrates with a client of its own (and a lock of its own).
  await migrateQueue(pool);
}

/** This build's migrations, oldest first (each with its SQL hash and its journal time), read once. */
let ourMigrations: ReturnType<typeof readMigrationFiles> | undefined;
export const migrationList = () => {
  ourMigrations ??= readMigrationFiles({ migrationsFolder });
  return ourMigrations;
};

/**
 * How many of this build's migrations the database still lacks. Drizzle applies every migration newer than the
 * last one applied, so that comparison is the one it makes too.
 */
export async function pendingMigrations(db: Executor) {
  const { rows } = await db.execute<{ last: string | null }>(
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const last = Number(rows[0]?.last ?? 0);
  return migrationList().filter((migration) => migration.folderMillis > last).length;
}
