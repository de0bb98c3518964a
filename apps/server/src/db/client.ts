import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Executor } from './executor.ts';
import { releaseClientOnFailedBegin } from './begin-leak-guard.ts';
import { migrateQueue } from '../queue/queue.ts';

export type { Database, Executor, Transactor } from './executor.ts';

export type DatabaseConnection = { db: Database; pool: pg.Pool; close: () => Promise<void> };

/**
 * Settings each connection starts with. plan_cache_mode: named statements (executePrepared) are planned for their
 * values every time, as unnamed ones are: a plan made once for any search word would walk the whole table for a
 * rare one or the whole index for a common one. random_page_cost 1.1: the server's disks are SSDs, not the
 * spinning disks PostgreSQL's default of 4 prices; at 4 a search's capped count read 10,000 table rows in order
 * rather than the same span of the newest-first index, which holds the search document and costs a third of the
 * time (decision 051). A pooler may refuse them (PgBouncer 1.18: "unsupported startup parameter: options"); then
 * they belong on the role (docs/deploy.md), which start.ts checks.
 */
export const SESSION_SETTINGS = { plan_cache_mode: 'force_custom_plan', random_page_cost: '1.1' } as const;
export const SESSION_OPTIONS = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

export function connectDatabase(
  url: string,
  poolSize = 10,
  logError: (message: string) => void = console.error,
  { withSessionOptions = true }: { withSessionOptions?: boolean } = {},
): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(withSessionOptions ? { options: SESSION_OPTIONS } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => logError(`PostgreSQL pool: ${error.message}`));
  // Nor a client lent out (a transaction waiting on a file move, the queue between statements) when the server
  // restarts: the pool listens only to idle ones, and an 'error' nobody hears crashes the process. Its query
  // fails instead, and the pool drops it when it is given back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    releaseClientOnFailedBegin(client);
  });
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

const dialect = new PgDialect();
/** Statement names by text; bounded, as the texts are (one per shape of filter a list accepts). */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 2000;
/** Off behind a pooler that hands a session's statements to other clients (start.ts, decision 065). */
let isNamingStatements = true;

/** Whether executePrepared names its statements (DATABASE_PREPARED_STATEMENTS, or what start.ts detected). */
export function nameStatements(isOn: boolean) {
  isNamingStatements = isOn;
}

/**
 * Runs a read as a named statement: each connection parses it once and afterwards only binds and plans it, which
 * on a list's page-and-count statement is about a fifth of PostgreSQL's work per request (decision 051). The name
 * is taken from the text, so the same text always has the same name and two texts never share one. For the hot
 * reads of fixed shape (list pages); anything else stays on `execute`. With names off (behind a transaction
 * pooler that would hand the statement to another client, or lose it) it runs unnamed.
 */
export async function executePrepared<Row extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  let name = isNamingStatements ? statementNames.get(built.sql) : undefined;
  if (!name && isNamingStatements) {
    name = `hub_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 32)}`;
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    statementNames.set(built.sql, name);
  }
  // Without fields to map, a prepared query answers with the driver's own result: rows keyed by column name.
  const result = (await db._.session
    .prepareQuery(built, undefined, name, false)
    .execute()) as pg.QueryResult<Row>;
  return result.rows;
}

/**
 * A fixed part of a hot statement (a list's columns and order, a kind's visibility) rendered to text once.
 * Drizzle would build it anew on every request: for a page of public jobs that was over half of the 36 µs it
 * took to build the statement. Only for parts without values: a value would be fixed forever, so one throws.
 */
export function renderedOnce(query: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length > 0) throw new Error(`renderedOnce: "${text}" holds values`);
  return sql.raw(text);
}

/**
 * Whether a statement failed on a unique index (PostgreSQL's 23505), the one named `constraint` when given.
 * Drizzle keeps the driver's error as the `cause` of its own.
 */
export function isUniqueViolation(error: unknown, constraint?: string) {
  const found = (typeof error === 'object' && error !== null && 'cause' in error ? error.cause : error) as {
    code?: string;
    constraint?: string;
  } | null;
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
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
    await applyMigrations(client, migrationList().slice(0, count));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Applies the given migrations newer than the last one recorded and records them, as Drizzle's migrator does
 * (the same table, hash and time), inside the caller's transaction.
 */
async function applyMigrations(client: pg.PoolClient, migrations: ReturnType<typeof migrationList>) {
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const { rows } = await client.query<{ last: string | null }>(
    'SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
  );
  const last = Number(rows[0]?.last ?? 0);
  for (const migration of migrations.filter((each) => each.folderMillis > last)) {
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

/**
 * Applies every pending migration, one process at a time: a session-level advisory lock, so the pool must reach
 * the server directly (DATABASE_DIRECT_URL when DATABASE_URL goes through a transaction pooler, which would
 * leave the lock on a server connection it hands to someone else).
 */
export async function runMigrations(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
    // The queue's schema under the same lock, with a second client of the pool (every pool here holds at least
    // two): graphile-worker's own CREATE SCHEMA IF NOT EXISTS fails on a unique index when processes that start
    // together run it at the same moment.
    await migrateQueue(pool);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * `runMigrations` through a transaction pooler with no direct connection: the pooler keeps a client on one
 * server connection only for a transaction, so the lock is a transaction's (released by its COMMIT, never left
 * behind) and the migrations run in that transaction. The queue's schema is installed meanwhile with other
 * clients of the pool, still under the lock.
 */
export async function runMigrationsThroughPooler(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await applyMigrations(client, migrationList());
    await migrateQueue(pool);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
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
