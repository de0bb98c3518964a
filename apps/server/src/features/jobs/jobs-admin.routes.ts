import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/mail.service.ts';
import { registerPostAdminRoutes } from '../moderated-posts/post-routes.ts';
import { JOB_ROUTES } from './job-routes.ts';

/** /api/admin/jobs: administrators only. */
export const jobsAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  mail: Mail;
}> = async (app, options) => {
  app.addHook('onRequest', requireAdmin);
  registerPostAdminRoutes(app, options, JOB_ROUTES);
};
