import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { createShutdown } from './shutdown.ts';

const quiet = createLogger('silent', { destination: new Writable({ write: (_c, _e, done) => done() }) });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real server on a free port with a request that takes `ms` to answer. */
async function serverWithSlowRoute() {
  const app = Fastify();
  app.get('/slow', async (request) => {
    await wait(Number((request.query as { ms: string }).ms));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

describe('graceful shutdown', () => {
  it('stops accepting, lets a request in flight finish, runs hooks, then the final steps in order', async () => {
    const { app, url } = await serverWithSlowRoute();
    const shutdown = createShutdown(quiet, 5000);
    const order: string[] = [];
    shutdown.setApp(app);
    shutdown.onShutdown(async () => {
      order.push('hook');
    });
    shutdown.finally(async () => {
      order.push('pool');
    });
    shutdown.finally(async () => {
      order.push('postgres');
    });

    const inFlight = fetch(`${url}/slow?ms=400`);
    await wait(100);
    const stopped = shutdown.stop('SIGTERM');
    await wait(50);
    await expect(fetch(`${url}/slow?ms=0`)).rejects.toThrow();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await stopped;
    expect(order).toEqual(['hook', 'pool', 'postgres']);
    expect(shutdown.isStopping).toBe(true);
  });

  it('cuts requests still running at the deadline and stops anyway', async () => {
    const { app, url } = await serverWithSlowRoute();
    const shutdown = createShutdown(quiet, 300);
    shutdown.setApp(app);
    let finalRan = false;
    shutdown.finally(() => {
      finalRan = true;
    });
    const stuck = fetch(`${url}/slow?ms=60000`).then(
      () => 'answered',
      () => 'cut',
    );
    await wait(100);
    const started = Date.now();
    await shutdown.stop('SIGTERM');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stuck).toBe('cut');
    expect(finalRan).toBe(true);
  });
});
