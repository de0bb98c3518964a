import type { FastifyInstance } from 'fastify';
import { type Executor, pendingMigrations } from '../db/client.ts';

/** A readiness check answers null when ready, or why not (e.g. 'queue: not running'). */
export type ReadinessCheck = () => Promise<string | null>;

/** A check that has not answered by then counts as not ready: a load balancer must not wait on a stuck pool. */
const CHECK_TIMEOUT_MS = 3000;

async function withinTimeout(name: string, check: ReadinessCheck): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`${name}: no answer within ${CHECK_TIMEOUT_MS / 1000} s`),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([check().catch((error: unknown) => `${name}: ${errorText(error)}`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Public probes for load balancers and monitors, outside /api: no session needed, no rate limit, never the SPA.
 * `/healthz`: the process answers. `/readyz`: the database answers, every migration is applied, and every
 * check the app was given (e.g. the mail queue) passes; otherwise 503 with the reasons.
 */
export function registerHealth(app: FastifyInstance, db: Executor, readiness: ReadinessCheck[] = []) {
  const schema = { hide: true };
  app.get('/healthz', { schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  const databaseReady: ReadinessCheck = async () => {
    const pending = await pendingMigrations(db);
    return pending ? `database: ${pending} migration(s) not applied` : null;
  };
  app.get('/readyz', { schema }, async (_request, reply) => {
    const checks = [
      withinTimeout('database', databaseReady),
      ...readiness.map((c) => withinTimeout('check', c)),
    ];
    const reasons = (await Promise.all(checks)).filter((reason): reason is string => reason !== null);
    reply.header('Cache-Control', 'no-store');
    const warnings = busWarnings(app);
    if (reasons.length) return reply.status(503).send({ status: 'not ready', reasons, ...warnings });
    return { status: 'ready', ...warnings };
  });
}

/** `{ warnings }` naming why the change bus is not listening and what that costs; nothing while it listens. */
function busWarnings(app: FastifyInstance): { warnings?: string[] } {
  const bus = app.hasDecorator('changes') ? app.changes : undefined;
  if (!bus || bus.isListening) return {};
  return {
    warnings: [`change bus ${bus.whyNotListening}; caches are off (every request reads the database)`],
  };
}
