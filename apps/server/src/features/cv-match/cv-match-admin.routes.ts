import { idParamsSchema } from '@hub/contract/common';
import { cvMatchesSchema, jobMatchesSchema, matchQuerySchema } from '@hub/contract/cv-match/cv-match.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { matchCvsToJob, matchJobsToCv } from './cv-match.service.ts';

/** /api/admin/cv-match: ranked CVs for a job, and ranked open jobs for a CV. */
export const cvMatchAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['cv-job match (admin)'];

  app.get(
    '/jobs/:id',
    {
      // A match is worked out once per change of the jobs or the CVs (decision 051).
      config: { cache: { tables: ['jobs', 'cv_entries'], per: 'role' } },
      schema: {
        tags,
        summary: 'CVs ranked for a job',
        params: idParamsSchema,
        querystring: matchQuerySchema,
        response: { 200: cvMatchesSchema },
      },
    },
    async (request) => ({ items: await matchCvsToJob(db, request.params.id, request.query.limit) }),
  );

  app.get(
    '/cvs/:id',
    {
      // A match is worked out once per change of the jobs or the CVs (decision 051).
      config: { cache: { tables: ['jobs', 'cv_entries'], per: 'role' } },
      schema: {
        tags,
        summary: 'Open jobs ranked for a CV',
        params: idParamsSchema,
        querystring: matchQuerySchema,
        response: { 200: jobMatchesSchema },
      },
    },
    async (request) => ({ items: await matchJobsToCv(db, request.params.id, request.query.limit) }),
  );
};
