import { trainingListQuerySchema, trainingListSchema } from '@hub/contract/trainings/training.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listActiveTrainings } from './trainings.service.ts';

/** /api/trainings: signed-in members see the active training programmes. */
export const trainingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/',
    {
      config: { cache: { tables: ['trainings'], per: 'role' } },
      schema: {
        tags: ['trainings'],
        summary: 'Active training programmes, newest first',
        querystring: trainingListQuerySchema,
        response: { 200: trainingListSchema },
      },
    },
    async (request) => listActiveTrainings(db, request.query),
  );
};
