import { myActivitySchema } from '@hub/contract/my-activity/my-activity.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { readMyActivity } from './my-activity.service.ts';

/** /api/me/activity: the signed-in member's own applications, posts, CV and profile. */
export const myActivityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  app.get(
    '/activity',
    {
      schema: {
        tags: ['my activity'],
        summary: 'My applications, posts, CV and profile',
        response: { 200: myActivitySchema },
      },
    },
    async (request) => readMyActivity(db, currentUser(request)),
  );
};
