import { idParamsSchema } from '@hub/contract/common';
import { cvMatchesSchema, jobMatchesSchema, matchQuerySchema } from '@hub/contract/cv-match/cv-match.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readRoute } from '../../lib/read-route.ts';
import { matchCvsToJob, matchJobsToCv } from './cv-match.service.ts';

/** /api/admin/cv-match: ranked CVs for a job, and ranked open jobs for a CV. */
export const cvMatchAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['cv-job match (admin)'];

  // A match is worked out once per change of the jobs or the CVs (decision 051).
  const cache = { tables: ['jobs', 'cv_entries'], per: 'role' } as const;

  readRoute(app, '/jobs/:id', {
    tags,
    summary: 'CVs ranked for a job',
    cache,
    params: idParamsSchema,
    querystring: matchQuerySchema,
    response: cvMatchesSchema,
    read: async ({ params, query }) => ({ items: await matchCvsToJob(db, params.id, query.limit) }),
  });

  readRoute(app, '/cvs/:id', {
    tags,
    summary: 'Open jobs ranked for a CV',
    cache,
    params: idParamsSchema,
    querystring: matchQuerySchema,
    response: jobMatchesSchema,
    read: async ({ params, query }) => ({ items: await matchJobsToCv(db, params.id, query.limit) }),
  });
};
