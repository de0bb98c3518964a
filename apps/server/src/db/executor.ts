import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

// The handles' types live apart from client.ts, which runs the queue's migrations: the queue needs the types,
// and importing them from client.ts would make the two files import each other.

/**
 * A Drizzle database over a pool; `$client` is that pool (to reach another database on the same server, and for
 * the change bus, which opens its own listening connection with the same settings).
 */
export type Database = NodePgDatabase & { $client: pg.Pool };
/** A database handle or an open transaction: services accept either so callers can compose them. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '_'>;
/** The database or an open transaction: what a service that opens its own (nested) transaction needs. */
export type Transactor = Executor & Pick<Database, 'transaction'>;

/** A transaction as Drizzle hands it to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
