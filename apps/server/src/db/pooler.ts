import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SESSION_OPTIONS } from './client.ts';

/** What a connection URL leads to, as far as sessions go (decision 065). */
export type PoolerCheck = {
  /**
   * One client's transactions may run on different server sessions, and one server session serves several
   * clients: a pooler in transaction (or statement) mode. LISTEN, session locks and named statements then break.
   */
  sharesSessions: boolean;
  /**
   * A statement prepared by name was still there when a later transaction ran on another server session: the
   * pooler re-prepares it (PgBouncer 1.21 or later with max_prepared_statements). False when not seen.
   */
  keepsNamedStatements: boolean;
  /** The startup `options` were refused (PgBouncer: "unsupported startup parameter: options"). */
  refusesSessionOptions: boolean;
};

const ROUNDS = 3;
/** Long enough for any pooler to hand out a server connection; past it, its pool has no other to hand out. */
const WAIT_FOR_SECOND_SERVER_MS = 2000;

/**
 * Finds out whether `url` goes through a transaction pooler by watching what such a pooler does, whatever its
 * make, port or version: two clients, the second holding a transaction open. Through a direct connection a
 * client keeps one server process (pg_backend_pid) for its life and no other client ever has it; a transaction
 * pooler gives the first client's server process to the second, and the first client another one (on which a
 * statement it prepared by name is missing, unless the pooler re-prepares it). A few rounds, as another process
 * using the pooler at the same moment may hand out connections in another order.
 */
export async function checkPooler(url: string): Promise<PoolerCheck> {
  let refusesSessionOptions = false;
  const open = async (withOptions: boolean) => {
    const client = new pg.Client({
      connectionString: url,
      ...(withOptions ? { options: SESSION_OPTIONS } : {}),
    });
    // A connection the pooler drops between rounds must not crash the process; the round's query fails instead.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
  let first: pg.Client;
  try {
    first = await open(true);
  } catch (error) {
    if (!/unsupported startup parameter: options/.test(errorText(error))) throw error;
    refusesSessionOptions = true;
    first = await open(false);
  }
  const clients = [first];
  try {
    const second = await open(!refusesSessionOptions);
    clients.push(second);
    for (let round = 0; round < ROUNDS; round++) {
      const seen = await oneRound(first, second);
      if (seen.sharesSessions) return { ...seen, refusesSessionOptions };
    }
    return { sharesSessions: false, keepsNamedStatements: true, refusesSessionOptions };
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
}

async function oneRound(first: pg.Client, second: pg.Client) {
  const name = `hub_pooler_check_${randomBytes(6).toString('hex')}`;
  const backendOf = async (client: pg.Client, statementName?: string) => {
    const { rows } = await client.query<{ pid: number }>({
      name: statementName,
      text: 'SELECT pg_backend_pid() AS pid',
    });
    return rows[0]?.pid;
  };
  const before = await backendOf(first, name);
  await second.query('BEGIN');
  let again: Promise<number | undefined> | undefined;
  try {
    const ofSecond = await backendOf(second);
    // The same statement, which the driver now only binds: the server it lands on must already have it.
    again = backendOf(first, name);
    const after = await Promise.race([
      again.then(
        (pid) => ({ pid, isLost: false }),
        (error: unknown) => {
          if ((error as { code?: string }).code === '26000') return { pid: undefined, isLost: true };
          throw error;
        },
      ),
      new Promise<undefined>((resolve) =>
        setTimeout(() => resolve(undefined), WAIT_FOR_SECOND_SERVER_MS).unref(),
      ),
    ]);
    if (after === undefined) {
      // A pool of one server connection, held by the second client: sessions are shared, and whether a
      // statement survives a move cannot be seen, so it is taken not to.
      return { sharesSessions: true, keepsNamedStatements: false };
    }
    const hasMoved = after.isLost || after.pid !== before;
    return {
      sharesSessions: ofSecond === before || hasMoved,
      keepsNamedStatements: !after.isLost && hasMoved,
    };
  } finally {
    await second.query('COMMIT').catch(() => undefined);
    await again?.catch(() => undefined);
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
