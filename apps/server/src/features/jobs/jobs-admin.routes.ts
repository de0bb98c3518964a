import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/index.ts';
import { type DeletePostDependents, registerPostAdminRoutes } from '../moderated-posts/index.ts';
import { JOB_ROUTES } from './jobs.routes.ts';

/** /api/admin/jobs: administrators only. */
export const jobsAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  mail: Mail;
  deleteDependents: DeletePostDependents;
}> = async (app, options) => {
  registerPostAdminRoutes(app, options, JOB_ROUTES);
};
