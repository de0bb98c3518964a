import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateQueue } from '../queue/queue.ts';

export type Database = NodePgDatabase;
/** A database handle or an open transaction: services accept either so callers can compose them. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/** The database or an open transaction: what a service that opens its own (nested) transaction needs. */
export type Transactor = Executor & Pick<Database, 'transaction'>;

export type DatabaseConnection = { db: Database; pool: pg.Pool; close: () => Promise<void> };

export function connectDatabase(url: string, poolSize = 10): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: several app processes starting together migrate one at a time. */
const MIGRATION_LOCK = 4_815_162_342;

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
