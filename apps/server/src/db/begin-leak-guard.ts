import type pg from 'pg';

/** Drizzle sends its statements as query configs ({ text, ... }); a transaction starts with `begin`. */
const isDrizzleBegin = (statement: unknown) => {
  const text =
    typeof statement === 'object' && statement !== null && 'text' in statement ? statement.text : undefined;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/**
 * drizzle-orm 0.45's node-postgres `transaction()` sends BEGIN before the try/finally that gives its client back
 * (drizzle-team/drizzle-orm#6241, open): a BEGIN that fails because the server went away (a restart) kept its
 * client checked out for good, one pool slot lost each time until every request waited for a connection. Such a
 * client is given back here, with its error, so the pool destroys it; a later Drizzle that releases it itself
 * finds `release` already done and harmless.
 */
export function releaseClientOnFailedBegin(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]) => {
    const result = query(...args);
    if (isDrizzleBegin(args[0]) && result instanceof Promise)
      result.catch((error: unknown) => {
        const release = client.release;
        client.release = () => undefined;
        release(error instanceof Error ? error : new Error(String(error)));
      });
    return result;
  };
  client.query = guarded as typeof client.query;
}
