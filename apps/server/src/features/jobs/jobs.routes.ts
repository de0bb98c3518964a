import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { registerPostMemberRoutes } from '../moderated-posts/post-routes.ts';
import { JOB_ROUTES } from './job-routes.ts';

/** /api/jobs: what signed-in residents may do. They see approved jobs only, without contact details. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  registerPostMemberRoutes(app, db, JOB_ROUTES);
};
