import {
  paddleDocumentStateSchema,
  tripListQuerySchema,
  tripListSchema,
} from '@hub/contract/activities/activity.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getPaddleDocument, listActiveTrips } from './activities.service.ts';

/** /api/activities: signed-in members see the paddle club document and the active trips. */
export const activitiesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['activities'];

  app.get(
    '/paddle',
    {
      schema: {
        tags,
        summary: 'The paddle club document (null until one is uploaded); download it from /api/files',
        response: { 200: paddleDocumentStateSchema },
      },
    },
    async () => getPaddleDocument(db),
  );

  app.get(
    '/trips',
    {
      schema: {
        tags,
        summary: 'Active trips, newest first',
        querystring: tripListQuerySchema,
        response: { 200: tripListSchema },
      },
    },
    async (request) => listActiveTrips(db, request.query),
  );
};
