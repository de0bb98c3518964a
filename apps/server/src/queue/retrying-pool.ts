import type pg from 'pg';

/** The server is away (restarting, unreachable, refusing new sessions) rather than the statement being wrong. */
function isDatabaseAway(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true; // a socket error, not an answer
  return code.startsWith('08') || code.startsWith('57P');
}

/**
 * graphile-worker 0.16's cron runs its statements with `pool.query` and ends the whole runner the first time one
 * fails, leaving promises nobody handles. Its statements (record a tick, add that tick's jobs) may be repeated, so
 * they wait for the database to come back instead; every other use of the pool is unchanged. (0.17 retries itself
 * but lets a job's end that cannot be recorded go unhandled, worse for us: decision 071.)
 */
export function retryingWhileUnreachable(pool: pg.Pool, isStopping: () => boolean): pg.Pool {
  const query = async (...args: Parameters<pg.Pool['query']>) => {
    for (;;) {
      try {
        return await (pool.query as (...a: typeof args) => Promise<unknown>)(...args);
      } catch (error) {
        if (isStopping() || !isDatabaseAway(error)) throw error;
        await new Promise((wait) => setTimeout(wait, 1000));
      }
    }
  };
  return new Proxy(pool, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
