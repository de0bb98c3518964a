import { idParamsSchema } from '@hub/contract/common';
import {
  jobInputSchema,
  jobListQuerySchema,
  postedJobSchema,
  publicJobListSchema,
  publicJobSchema,
} from '@hub/contract/jobs/job.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { getPublicJob, listPublicJobs, postJob } from './jobs.service.ts';

/** /api/jobs: what signed-in residents may do. They see approved jobs only, without contact details. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['jobs'];

  app.get(
    '/',
    {
      config: { cache: { tables: ['jobs'], per: 'role' } },
      schema: {
        tags,
        summary: 'Approved jobs, newest first, searched and filtered by industry',
        querystring: jobListQuerySchema,
        response: { 200: publicJobListSchema },
      },
    },
    async (request) => listPublicJobs(db, request.query),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: publicJobSchema } } },
    async (request) => getPublicJob(db, request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Post a job; it waits for an administrator to approve it',
        body: jobInputSchema,
        response: { 201: postedJobSchema },
      },
    },
    async (request, reply) => {
      const job = await postJob(db, request.body, currentUser(request));
      return reply.status(201).send({ id: job.id, status: job.status, createdAt: job.createdAt });
    },
  );
};
