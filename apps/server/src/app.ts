import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MESSAGES } from '@hub/contract/messages';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accessRequestsRoutes } from './features/access-requests/access-requests.routes.ts';
import { accessRequestsAdminRoutes } from './features/access-requests/access-requests-admin.routes.ts';
import { activitiesRoutes } from './features/activities/activities.routes.ts';
import { activitiesAdminRoutes } from './features/activities/activities-admin.routes.ts';
import { applicationsRoutes } from './features/applications/applications.routes.ts';
import { applicationsAdminRoutes } from './features/applications/applications-admin.routes.ts';
import { auditAdminRoutes } from './features/audit/audit-admin.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createTwoFactor } from './features/auth/two-factor.ts';
import type { BackupPlace } from './features/backup/backup.service.ts';
import { backupAdminRoutes } from './features/backup/backup-admin.routes.ts';
import { benefitsRoutes } from './features/benefits/benefits.routes.ts';
import { benefitsAdminRoutes } from './features/benefits/benefits-admin.routes.ts';
import { coursesRoutes } from './features/courses/courses.routes.ts';
import { coursesAdminRoutes } from './features/courses/courses-admin.routes.ts';
import { cvMatchAdminRoutes } from './features/cv-match/cv-match-admin.routes.ts';
import { cvRoutes } from './features/cv-showcase/cv.routes.ts';
import { cvAdminRoutes } from './features/cv-showcase/cv-admin.routes.ts';
import { dashboardAdminRoutes } from './features/dashboard/dashboard-admin.routes.ts';
import { profilesRoutes } from './features/directory/profiles.routes.ts';
import { profilesAdminRoutes } from './features/directory/profiles-admin.routes.ts';
import { databaseStorage, localStorage } from './features/files/file-storage.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { MULTIPART_FIELD_BYTES } from './features/files/multipart-fields.ts';
import { insightsAdminRoutes } from './features/insights/insights-admin.routes.ts';
import { uploadRateLimit } from './features/files/upload-limits.ts';
import { internshipsRoutes } from './features/internships/internships.routes.ts';
import { internshipsAdminRoutes } from './features/internships/internships-admin.routes.ts';
import { jobAlertsRoutes } from './features/job-alerts/job-alerts.routes.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { jobsAdminRoutes } from './features/jobs/jobs-admin.routes.ts';
import { type ChangeBus, connectionOf, createChangeBus } from './realtime/change-bus.ts';
import { eventsRoutes } from './features/live/events.routes.ts';
import { createLiveStreams } from './features/live/live-streams.ts';
import { mailRoutes } from './features/mail/mail.routes.ts';
import { createMail } from './features/mail/mail.service.ts';
import { myDataRoutes } from './features/my-data/my-data.routes.ts';
import { myActivityRoutes } from './features/my-activity/my-activity.routes.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import { passkeysRoutes } from './features/passkeys/passkeys.routes.ts';
import { relyingPartyOf } from './features/passkeys/passkeys.service.ts';
import { resolveVapidKeys } from './features/push/vapid-keys.ts';
import { savedPostsRoutes } from './features/saved-posts/saved-posts.routes.ts';
import { whatsNewRoutes } from './features/whats-new/whats-new.routes.ts';
import { mailAdminRoutes, TEST_MAILS_PER_HOUR } from './features/mail/mail-admin.routes.ts';
import { setupRoutes } from './features/setup/setup.routes.ts';
import { deriveKey } from './features/secrets/app-secret.ts';
import { statsRoutes } from './features/stats/stats.routes.ts';
import { testAuthRoutes } from './features/test-auth/test-auth.routes.ts';
import { trainingsRoutes } from './features/trainings/trainings.routes.ts';
import { trainingsAdminRoutes } from './features/trainings/trainings-admin.routes.ts';
import { whitelistAdminRoutes } from './features/whitelist/whitelist-admin.routes.ts';
import { invitesAdminRoutes } from './features/invites/invites-admin.routes.ts';
import { createInvites } from './features/invites/invites.service.ts';
import { createLogger, type Logger, OneLinePerRequest } from './logger.ts';
import { registerResponseCache } from './plugins/response-cache.ts';
import { rememberCorrections } from './lib/list-page.ts';
import { registerAuth } from './plugins/auth.ts';
import { AppError, frameworkErrors, noRoute, registerErrorHandling } from './plugins/errors.ts';
import { type ReadinessCheck, registerHealth } from './plugins/health.ts';
import { registerInputChecks } from './plugins/input-checks.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';

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

export async function buildApp({
  config,
  db,
  secret,
  limits = {},
  readiness = [],
  pool,
  logger,
  changes: givenChanges,
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

  // helmet's headers are worked out once: with no directive computed per request they are the same on every
  // answer, and running its eleven middlewares on each request was a tenth of the CPU of a cached list answer.
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          scriptSrc: ["'self'"],
          fontSrc: ["'self'"],
          // Style elements: our CSS files, plus Mantine's <style> tags carrying the nonce of the index.html answer
          // (sendIndex adds it). Mantine also sets style attributes at run time, which only style-src-attr allows.
          styleSrc: ["'self'"],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      // HSTS only means something over TLS, which a proxy in front terminates.
      strictTransportSecurity: config.trustProxy !== undefined,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // Answers of the API are personal (sessions, member data): no browser or proxy cache keeps them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  const changes =
    givenChanges ?? createChangeBus(connectionOf(db.$client), (message) => app.log.warn(message));
  if (!givenChanges) {
    await changes.start();
    app.addHook('onClose', () => changes.stop());
  }
  app.decorate('changes', changes);
  const forgetCorrections = rememberCorrections(db, changes);
  app.addHook('onClose', async () => forgetCorrections());
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `${MESSAGES.tooManyRequests} (try again in ${context.after})`),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Community Hub API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerHealth(app, db, readiness);
  const metrics = createMetrics();
  if (pool) metrics.watchPool(pool);
  registerMetrics(app, metrics, config.metricsToken);
  registerAuth(app, db, { changes, cacheMs: config.sessionCacheMs });
  // After the session is read, since an answer is kept per role or member. Its hooks are global, so they run
  // before @fastify/compress's (added to each route): the cache keeps the answer's text.
  registerResponseCache(app, changes, config.responseCacheMs);
  // Sizes are checked per purpose as each file streams; these bound everything else in a multipart request.
  // A text field may be as long as the contract's longest text in 4-byte characters; a longer one is refused
  // by fieldText (features/files/multipart-fields.ts), never saved cut short.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 30, fieldSize: MULTIPART_FIELD_BYTES, parts: 32 },
  });
  const storage = fileStorageOf(config);
  const mail = createMail(config, secret);
  const invites = createInvites(config, secret);
  const { publicKey: vapidPublicKey } = await resolveVapidKeys(config, db);
  const stagingDir = stagingDirOf(config);
  const backupPlace = backupPlaceOf(config, secret);
  const streams = createLiveStreams(db, changes, (message) => app.log.warn(message));
  metrics.setStreamCountSource(streams.count);
  // Before the HTTP server closes: an open stream would keep it waiting forever.
  app.addHook('preClose', async () => streams.stop());

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        prefix: '/auth',
        db,
        mail,
        twoFactor: createTwoFactor(secret, config.admin2fa, config.compoundName),
        invites,
        loginsPerMinute: config.loginsPerMinute,
        adminLoginsPerMinute: config.adminLoginsPerMinute,
      });
      await api.register(passkeysRoutes, {
        prefix: '/passkeys',
        db,
        relyingParty: relyingPartyOf(config.publicUrl, config.compoundName),
        signInsPerMinute: config.loginsPerMinute,
      });
      await api.register(accessRequestsRoutes, {
        prefix: '/access-requests',
        db,
        mail,
        perHour: limits.accessRequestsPerHour ?? 5,
      });
      // Every upload, whichever feature takes it, counts against one per-account rate.
      api.addHook('preHandler', uploadRateLimit(config.uploadsPerMinute));
      await api.register(filesRoutes, {
        prefix: '/files',
        db,
        storage,
        stagingDir,
        quotaBytes: config.uploadQuotaBytes,
      });
      await api.register(applicationsRoutes, { prefix: '/applications', db, storage, stagingDir, mail });
      await api.register(applicationsAdminRoutes, { prefix: '/admin/applications', db, storage, mail });
      await api.register(jobsRoutes, { prefix: '/jobs', db });
      await api.register(jobsAdminRoutes, { prefix: '/admin/jobs', db, storage, mail });
      await api.register(internshipsRoutes, { prefix: '/internships', db });
      await api.register(internshipsAdminRoutes, { prefix: '/admin/internships', db, storage, mail });
      await api.register(cvRoutes, { prefix: '/cvs', db, storage, stagingDir });
      await api.register(cvAdminRoutes, { prefix: '/admin/cvs', db, storage });
      await api.register(profilesRoutes, { prefix: '/profiles', db, storage, stagingDir });
      await api.register(profilesAdminRoutes, { prefix: '/admin/profiles', db, storage });
      await api.register(whitelistAdminRoutes, { prefix: '/admin/whitelist', db, invites });
      await api.register(invitesAdminRoutes, { prefix: '/admin/whitelist', db, invites });
      await api.register(accessRequestsAdminRoutes, { prefix: '/admin/access-requests', db, mail, invites });
      await api.register(backupAdminRoutes, {
        prefix: '/admin/backups',
        db,
        storage,
        place: backupPlace,
        stagingDir,
      });
      await api.register(mailRoutes, { prefix: '/mail', db, mail });
      await api.register(pushRoutes, { prefix: '/push', db, config, publicKey: vapidPublicKey });
      await api.register(myActivityRoutes, { prefix: '/me', db });
      await api.register(whatsNewRoutes, { prefix: '/whats-new', db });
      await api.register(jobAlertsRoutes, { prefix: '/me', db });
      await api.register(savedPostsRoutes, { prefix: '/me', db });
      await api.register(myDataRoutes, { prefix: '/me', db, storage, mail });
      await api.register(insightsAdminRoutes, { prefix: '/admin/insights', db });
      await api.register(mailAdminRoutes, {
        prefix: '/admin/mail',
        db,
        mail,
        testMailsPerHour: limits.testMailsPerHour ?? TEST_MAILS_PER_HOUR,
      });
      await api.register(cvMatchAdminRoutes, { prefix: '/admin/cv-match', db });
      await api.register(dashboardAdminRoutes, { prefix: '/admin', db });
      await api.register(auditAdminRoutes, { prefix: '/admin', db });
      await api.register(statsRoutes, { prefix: '/stats', db });
      await api.register(setupRoutes, { prefix: '/setup', db });
      await api.register(eventsRoutes, { prefix: '/events', db, streams });
      await api.register(benefitsRoutes, { prefix: '/benefits', db });
      await api.register(benefitsAdminRoutes, { prefix: '/admin/benefits', db, storage });
      await api.register(coursesRoutes, { prefix: '/courses', db });
      await api.register(coursesAdminRoutes, { prefix: '/admin/courses', db, mail });
      await api.register(trainingsRoutes, { prefix: '/trainings', db });
      await api.register(trainingsAdminRoutes, { prefix: '/admin/trainings', db, storage });
      await api.register(activitiesRoutes, { prefix: '/activities', db });
      await api.register(activitiesAdminRoutes, { prefix: '/admin/activities', db, storage });
      if (config.enableTestAuth) await api.register(testAuthRoutes, { prefix: '/test-auth', db });
    },
    { prefix: '/api' },
  );

  const pages = config.webDist ? readPages(config.webDist) : undefined;
  if (pages && config.webDist) await app.register(fastifyStatic, staticOptions(config.webDist));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (the service worker, the manifest, an icon or a chunk of another build) is a 404, never the
    // app's page: a browser would take that HTML for a worker script or a manifest.
    const isFile = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && !isFile;
    if (pages && isPage) return sendIndex(reply, pages.prerendered.get(path) ?? pages.index);
    throw noRoute(request);
  });
  return app;
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

/** Where uploaded bytes live: DATA_DIR/files, or the database (FILE_STORAGE=database). */
export const fileStorageOf = (config: Config) =>
  config.fileStorage === 'database' ? databaseStorage() : localStorage(join(config.dataDir, 'files'));

/** Uploads stream here before they are checked and stored; emptied at start, stale entries swept hourly. */
export const stagingDirOf = (config: Config) => join(config.dataDir, 'uploads-in-progress');

/**
 * Where backups are kept (DATA_DIR/backups, or in the database with the database file storage) and their seal:
 * BACKUP_KEY, or a key derived from the application secret.
 */
export const backupPlaceOf = (config: Config, secret: Buffer): BackupPlace => ({
  driver: config.fileStorage,
  dir: join(config.dataDir, 'backups'),
  key: config.backupKey ?? deriveKey(secret, 'backup'),
  maxRestoreBytes: config.backupRestoreMaxBytes,
});

/** A built HTML page and the CSP sources of its inline scripts. */
type Page = { html: string; scriptHashes: string[] };

/** `'sha256-…'` of each inline script, so the policy allows exactly those (index.html sets the colour scheme). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );

/**
 * The built SPA's HTML: index.html for every page, except those prerendered at build time (apps/web's
 * scripts/prerender.mjs writes /login as login.html, and / as home.html), which arrive painted. home.html holds the
 * signed-in frame and the home page without anybody's name or data: it is the same for every visitor.
 */
function readPages(webDist: string) {
  if (!existsSync(join(webDist, 'index.html'))) return undefined;
  const read = (file: string): Page => {
    const html = readFileSync(join(webDist, file), 'utf8');
    return { html, scriptHashes: inlineScriptHashes(html) };
  };
  const prerendered = new Map(
    readdirSync(webDist)
      .filter((file) => file.endsWith('.html') && file !== 'index.html')
      .map((file) => [file === 'home.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, read(file)]),
  );
  return { index: read('index.html'), prerendered };
}

/** The headers a Connect-style middleware sets on an answer, read once on a stand-in answer. */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  middleware({} as IncomingMessage, answer as unknown as ServerResponse, (error) => {
    if (error) throw error;
    isDone = true;
  });
  if (!isDone) throw new Error('the security headers were not set at once');
  return headers;
}

/**
 * The built SPA: hashed assets cached for a year, sent as the .br/.gz copies made at build time when the browser
 * accepts them; everything else, index.html included, revalidated.
 */
const staticOptions = (webDist: string) => ({
  root: webDist,
  // Pages (index.html or a prerendered page, asked for by name or as a folder's index) always go through
  // sendIndex, in the not-found handler, which gives them their style nonce.
  index: false as const,
  allowedPath: (pathName: string) => !pathName.endsWith('/') && !pathName.endsWith('.html'),
  preCompressed: true,
  setHeaders: (reply: FastifyReply, path: string) => {
    const isHashedAsset = path.startsWith(join(webDist, 'assets'));
    reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

/**
 * A page with a fresh nonce in its `csp-nonce` meta tag (and its prerendered <style> elements) and in this answer's
 * `style-src`: Mantine reads it (getStyleNonce in the web app's providers) for the <style> elements it adds, so
 * style elements need no 'unsafe-inline'. A nonce that changes with every answer cannot be guessed by injected
 * markup. `script-src` adds the hashes of the page's own inline scripts, and nothing else.
 */
function sendIndex(reply: FastifyReply, { html, scriptHashes }: Page) {
  const nonce = randomBytes(16).toString('base64');
  const policy = String(reply.getHeader('content-security-policy') ?? '')
    .replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`)
    .replace("script-src 'self'", ['script-src', "'self'", ...scriptHashes].join(' '));
  return reply
    .header('content-security-policy', policy)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html.replaceAll('__CSP_NONCE__', nonce));
}
