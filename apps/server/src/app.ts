import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MESSAGES } from '@hub/contract/messages';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accessRequestsRoutes } from './features/access-requests/access-requests.routes.ts';
import { accessRequestsAdminRoutes } from './features/access-requests/access-requests-admin.routes.ts';
import { activitiesRoutes } from './features/activities/activities.routes.ts';
import { activitiesAdminRoutes } from './features/activities/activities-admin.routes.ts';
import { applicationsRoutes } from './features/applications/applications.routes.ts';
import { applicationsAdminRoutes } from './features/applications/applications-admin.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
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
import { internshipsRoutes } from './features/internships/internships.routes.ts';
import { internshipsAdminRoutes } from './features/internships/internships-admin.routes.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { jobsAdminRoutes } from './features/jobs/jobs-admin.routes.ts';
import { type ChangeBus, connectionOf, createChangeBus } from './features/live/change-bus.ts';
import { eventsRoutes } from './features/live/events.routes.ts';
import { createLiveStreams } from './features/live/live-streams.ts';
import { mailRoutes } from './features/mail/mail.routes.ts';
import { createMail } from './features/mail/mail.service.ts';
import { mailAdminRoutes } from './features/mail/mail-admin.routes.ts';
import { statsRoutes } from './features/stats/stats.routes.ts';
import { testAuthRoutes } from './features/test-auth/test-auth.routes.ts';
import { trainingsRoutes } from './features/trainings/trainings.routes.ts';
import { trainingsAdminRoutes } from './features/trainings/trainings-admin.routes.ts';
import { whitelistAdminRoutes } from './features/whitelist/whitelist-admin.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { AppError, registerErrorHandling } from './plugins/errors.ts';

export type AppOptions = {
  config: Config;
  db: Database;
  /** The application secret (resolveAppSecret): keys for sign-in links, unsubscribe links and backups. */
  secret: Buffer;
  /** Access requests allowed per hour per address (DESIGN: 5); tests may lower or raise it. */
  limits?: { accessRequestsPerHour?: number };
  /** The process's change bus, when the caller runs one; otherwise the app runs its own (decision 050). */
  changes?: ChangeBus;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Committed database changes, heard through one LISTEN connection per process (decision 050). */
    changes: ChangeBus;
  }
}

export async function buildApp({ config, db, secret, limits = {}, changes: givenChanges }: AppOptions) {
  if (secret.length < 16) throw new Error('the application secret is too short');
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.body.password'],
            // Signed download links carry their token, event streams their single-use ticket, in the query
            // string: neither reaches the log.
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: request.url.replace(/([?&](?:token|ticket)=)[^&]*/g, '$1[redacted]'),
                host: request.host,
                remoteAddress: request.ip,
              }),
            },
          },
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only means something over TLS, which a proxy in front terminates.
    strictTransportSecurity: process.env.TRUST_PROXY === 'true',
  });
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

  registerAuth(app, db);
  // Sizes are checked per purpose as each file streams; these bound everything else in a multipart request.
  // A text field may be as long as the contract's longest text in 4-byte characters; a longer one is refused
  // by fieldText (features/files/multipart-fields.ts), never saved cut short.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 30, fieldSize: MULTIPART_FIELD_BYTES, parts: 32 },
  });
  const storage = fileStorageOf(config);
  const mail = createMail(config, secret);
  const stagingDir = stagingDirOf(config);
  const backupPlace = backupPlaceOf(config);
  const changes =
    givenChanges ?? createChangeBus(connectionOf(db.$client), (message) => app.log.warn(message));
  if (!givenChanges) {
    await changes.start();
    app.addHook('onClose', () => changes.stop());
  }
  app.decorate('changes', changes);
  const streams = createLiveStreams(db, changes, (message) => app.log.warn(message));
  // Before the HTTP server closes: an open stream would keep it waiting forever.
  app.addHook('preClose', async () => streams.stop());

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        prefix: '/auth',
        db,
        mail,
        loginsPerMinute: config.loginsPerMinute,
        adminLoginsPerMinute: config.adminLoginsPerMinute,
      });
      await api.register(accessRequestsRoutes, {
        prefix: '/access-requests',
        db,
        mail,
        perHour: limits.accessRequestsPerHour ?? 5,
      });
      await api.register(filesRoutes, { prefix: '/files', db, storage, stagingDir });
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
      await api.register(whitelistAdminRoutes, { prefix: '/admin/whitelist', db });
      await api.register(accessRequestsAdminRoutes, { prefix: '/admin/access-requests', db, mail });
      await api.register(backupAdminRoutes, {
        prefix: '/admin/backups',
        db,
        storage,
        place: backupPlace,
        stagingDir,
      });
      await api.register(mailRoutes, { prefix: '/mail', db, mail });
      await api.register(mailAdminRoutes, { prefix: '/admin/mail', db, mail });
      await api.register(cvMatchAdminRoutes, { prefix: '/admin/cv-match', db });
      await api.register(dashboardAdminRoutes, { prefix: '/admin', db });
      await api.register(statsRoutes, { prefix: '/stats', db });
      await api.register(eventsRoutes, { prefix: '/events', db, streams });
      await api.register(benefitsRoutes, { prefix: '/benefits', db });
      await api.register(benefitsAdminRoutes, { prefix: '/admin/benefits', db, storage });
      await api.register(coursesRoutes, { prefix: '/courses', db });
      await api.register(coursesAdminRoutes, { prefix: '/admin/courses', db, mail });
      await api.register(trainingsRoutes, { prefix: '/trainings', db });
      await api.register(trainingsAdminRoutes, { prefix: '/admin/trainings', db, storage });
      await api.register(activitiesRoutes, { prefix: '/activities', db });
      await api.register(activitiesAdminRoutes, { prefix: '/admin/activities', db, storage });
      if (config.env !== 'production') await api.register(testAuthRoutes, { prefix: '/test-auth', db });
    },
    { prefix: '/api' },
  );

  const hasWeb = Boolean(config.webDist && existsSync(join(config.webDist, 'index.html')));
  if (hasWeb && config.webDist) await app.register(fastifyStatic, staticOptions(config.webDist));
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasWeb && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } });
  });
  return app;
}

/** Where uploaded bytes live: DATA_DIR/files, or the database (FILE_STORAGE=database). */
export const fileStorageOf = (config: Config) =>
  config.fileStorage === 'database' ? databaseStorage() : localStorage(join(config.dataDir, 'files'));

/** Uploads stream here before they are checked and stored; emptied at start, stale entries swept hourly. */
export const stagingDirOf = (config: Config) => join(config.dataDir, 'uploads-in-progress');

/** Where backups are kept: DATA_DIR/backups, or in the database with the database file storage. */
export const backupPlaceOf = (config: Config) => ({
  driver: config.fileStorage,
  dir: join(config.dataDir, 'backups'),
});

/**
 * The built SPA: hashed assets cached for a year, sent as the .br/.gz copies made at build time when the browser
 * accepts them; everything else, index.html included, revalidated.
 */
const staticOptions = (webDist: string) => ({
  root: webDist,
  index: 'index.html',
  preCompressed: true,
  setHeaders: (reply: FastifyReply, path: string) => {
    const isHashedAsset = path.startsWith(join(webDist, 'assets'));
    reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
