import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.ts';
import { createTestApp } from '../test/helper.ts';
import { retryingWhileUnreachable } from './retrying-pool.ts';

describe("the queue's pool for graphile-worker's cron", () => {
  it('waits while the database cannot be reached, and gives up once the queue stops', async () => {
    // A server that hangs up on every connection, as PostgreSQL does while it shuts down.
    let attempts = 0;
    const hangingUp = createServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise<void>((listening) => hangingUp.listen(0, '127.0.0.1', listening));
    const { port } = hangingUp.address() as { port: number };
    const away = new pg.Pool({ connectionString: `postgres://hub@127.0.0.1:${port}/hub` });
    let stopping = false;
    const pending = retryingWhileUnreachable(away, () => stopping).query('SELECT 1');
    const outcome = pending.then(
      () => 'answered',
      () => 'gave up',
    );
    await eventually(() => attempts >= 3, 'three attempts');
    const settledEarly = await Promise.race([outcome, Promise.resolve('waiting')]);
    expect(settledEarly).toBe('waiting');
    stopping = true;
    expect(await outcome).toBe('gave up');
    await away.end();
    hangingUp.close();
  });

  it('answers as the pool does, and fails at once on a statement the database refuses', async () => {
    const t = await createTestApp();
    const pool = retryingWhileUnreachable(t.pool, () => false);
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await expect(pool.query('SELECT FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
    // Everything else is the pool itself.
    expect(pool.totalCount).toBe(t.pool.totalCount);
  });
});
