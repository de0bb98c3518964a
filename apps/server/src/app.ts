import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { tooManyRequestsFor } from '@hub/contract/messages';
import Fastify, { type FastifyBaseLogger, type onRequestHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type AppServices, createAppServices, FEATURES } from './features.ts';

export { backupPlaceOf, fileStorageOf, stagingDirOf } from './features.ts';
import { MULTIPART_FIELD_BYTES, uploadRateLimit } from './features/files/index.ts';
import { createLiveStreams } from './features/live/index.ts';
import type { Feature } from './lib/feature.ts';
import { rememberCorrections } from './lib/list-page.ts';
import type { ZodApp } from './lib/read-route.ts';
import { createLogger, type Logger, OneLinePerRequest } from './logger.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAuth, requireAdmin, requireUser } from './plugins/auth.ts';
import { AppError, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { type ReadinessCheck, registerHealth } from './plugins/health.ts';
import { registerInputChecks } from './plugins/input-checks.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';
import { registerResponseCache } from './plugins/response-cache.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { type ChangeBus, createChangeBus } from './realtime/change-bus.ts';

export type AppOptions = {
  config: Config;
  db: Database;
  /** The application secret (resolveAppSecret): keys for sign-in links, unsubscribe links and backups. */
  secret: Buffer;
  /**
   * Access requests allowed per hour per address (DESIGN: 5), test mails per hour per administrator
   * (TEST_MAILS_PER_HOUR); tests may lower or raise them.
   */
  limits?: { accessRequestsPerHour?: number; testMailsPerHour?: number };
  /** More conditions for GET /readyz (e.g. the mail queue runs); each answers null or why it is not ready. */
  readiness?: ReadinessCheck[];
  /** The pool behind `db`, whose connections /metrics reports. */
  pool?: pg.Pool;
  /** The process's logger (createLogger); without it the app makes its own at config.logLevel. */
  logger?: Logger;
  /** The process's change bus, when the caller runs one; otherwise the app runs its own (decision 050). */
  changes?: ChangeBus;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Committed database changes, heard through one LISTEN connection per process (decision 050). */
    changes: ChangeBus;
  }
}

/** The app: infrastructure plugins first, then every feature's routes in the scope of their guard, then the SPA. */
export async function buildApp({
  config,
  db,
  secret,
  limits = {},
  readiness = [],
  pool,
  logger,
  changes,
}: AppOptions) {
  if (secret.length < 16) throw new Error('the application secret is too short');
  // One logger per process (server.ts passes it in, so startup and background work share it); tests are silent.
  const loggerInstance: FastifyBaseLogger | undefined =
    logger ?? (config.logLevel === 'silent' ? undefined : createLogger(config.logLevel));
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOf(config),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputChecks(app);
  registerSecurityHeaders(app, { isBehindProxy: config.trustProxy !== undefined });
  app.decorate('changes', changes ?? (await ownChangeBus(app, db)));
  const forgetCorrections = rememberCorrections(db, app.changes);
  app.addHook('onClose', async () => forgetCorrections());
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', tooManyRequestsFor(context.ttl)),
  });
  await registerApiDocs(app);
  registerHealth(app, db, readiness);
  const metrics = createMetrics();
  if (pool) metrics.watchPool(pool);
  registerMetrics(app, metrics, config.metricsToken);
  registerAuth(app, db, { changes: app.changes, cacheMs: config.sessionCacheMs });
  // After the session is read, since an answer is kept per role or member. Its hooks are global, so they run
  // before @fastify/compress's (added to each route): the cache keeps the answer's text.
  registerResponseCache(app, app.changes, config.responseCacheMs);
  // Sizes are checked per purpose as each file streams; these bound everything else in a multipart request.
  // A text field may be as long as the contract's longest text in 4-byte characters; a longer one is refused
  // by fieldText (features/files/multipart-fields.ts), never saved cut short.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 30, fieldSize: MULTIPART_FIELD_BYTES, parts: 32 },
  });

  const streams = createLiveStreams(db, app.changes, (message) => app.log.warn(message));
  metrics.setStreamCountSource(streams.count);
  // Before the HTTP server closes: an open stream would keep it waiting forever.
  app.addHook('preClose', async () => streams.stop());
  const services = await createAppServices({ config, db, secret, limits, streams });

  // Every route is in the scope of its guard: public, members (requireUser), administrators (requireAdmin).
  const mount = (part: keyof Feature<AppServices>) => async (scope: ZodApp) => {
    for (const feature of FEATURES) await feature[part]?.(scope, services);
  };
  // Every upload, whichever feature takes it, counts against one per-account rate.
  const uploadLimit = uploadRateLimit(config.uploadsPerMinute);
  const behind =
    (guard: onRequestHookHandler, register: (scope: ZodApp) => Promise<void>) => async (scope: ZodApp) => {
      scope.addHook('onRequest', guard);
      scope.addHook('preHandler', uploadLimit);
      await register(scope);
    };
  await app.register(
    async (api) => {
      await mount('public')(api);
      await api.register(behind(requireUser, mount('member')));
      await api.register(
        behind(requireAdmin, async (admins) => {
          await mount('adminAccount')(admins);
          await admins.register(mount('admin'), { prefix: '/admin' });
        }),
      );
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.webDist);
  return app;
}

/** A change bus of the app's own, started now and stopped when the app closes. */
async function ownChangeBus(app: ZodApp, db: Database) {
  const changes = createChangeBus(db.$client, (message) => app.log.warn(message));
  await changes.start();
  app.addHook('onClose', () => changes.stop());
  return changes;
}

/**
 * Which X-Forwarded-For entries are believed. Unset: none, request.ip is the socket's peer (config.ts refuses
 * `true`). A list of proxies: Fastify walks past those addresses. A hop count: Fastify 5 fails closed on numbers
 * (it cannot tell the peer is a proxy), so the count is given as proxy-addr's own rule, "the nearest N addresses
 * are proxies"; the operator then promises the port is reachable only through them (README).
 */
const trustProxyOf = (config: Config) => {
  const trusted = config.trustProxy;
  if (typeof trusted === 'number') return (_address: string, hop: number) => hop < trusted;
  return trusted ?? false;
};
