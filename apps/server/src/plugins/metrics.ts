import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { noRoute } from './errors.ts';

/**
 * Every metric the app exports, in one registry per app (tests build several apps in one process). Features feed
 * the ones that are theirs: the mail sender counts mails, the event stream counts open streams, the queue
 * registers how to read its depth.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'hub_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'hub_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const mails = new Counter({
    name: 'hub_mails_total',
    help: 'Mails handed to the SMTP server (result="sent") or given up on (result="failed")',
    labelNames: ['result'] as const,
    registers,
  });
  let countStreams: (() => number) | undefined;
  const openEventStreams = new Gauge({
    name: 'hub_open_event_streams',
    help: 'Server-sent event streams open in this process',
    registers,
    collect() {
      if (countStreams) this.set(countStreams());
    },
  });

  let readQueueDepth: (() => Promise<number>) | undefined;
  new Gauge({
    name: 'hub_queue_depth',
    help: 'Jobs waiting in the background queue',
    registers,
    async collect() {
      if (readQueueDepth) this.set(await readQueueDepth());
    },
  });

  return {
    registry,
    requests,
    durations,
    mails,
    openEventStreams,
    /** How to count the open event streams at each scrape (the live feature registers it). */
    setStreamCountSource(count: () => number) {
      countStreams = count;
    },
    /** How to read the queue's depth at each scrape (the queue module registers it when it starts). */
    setQueueDepthSource(read: () => Promise<number>) {
      readQueueDepth = read;
    },
    /** The database pool's connections: open in total, idle, and requests waiting for one. */
    watchPool(pool: pg.Pool) {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read());
          },
        });
      gauge('hub_db_pool_total', 'Database connections open in the pool', () => pool.totalCount);
      gauge('hub_db_pool_idle', 'Database connections open and idle', () => pool.idleCount);
      gauge('hub_db_pool_waiting', 'Queries waiting for a database connection', () => pool.waitingCount);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * A direct call from this machine (the socket's own address, and no proxy in between: behind a proxy every
 * request arrives from loopback, and X-Forwarded-For is the caller's to write), or the METRICS_TOKEN bearer.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined) {
  const isDirectLocal =
    LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
  if (isDirectLocal) return true;
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  // Hashes have one length, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(sha256(header.slice('Bearer '.length).trim()), sha256(token));
}

/**
 * Counts and times every request by its route pattern (never the raw URL: one series per route, not per id) and
 * serves GET /metrics in Prometheus's text format to loopback or METRICS_TOKEN; anyone else gets the 404 of a
 * route that does not exist.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.durations.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) throw noRoute(request);
    reply.header('Content-Type', metrics.registry.contentType).header('Cache-Control', 'no-store');
    return metrics.registry.metrics();
  });
}
