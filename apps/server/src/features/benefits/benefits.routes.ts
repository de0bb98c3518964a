import { benefitListQuerySchema, benefitListSchema } from '@hub/contract/benefits/benefit.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listBenefits } from './benefits.service.ts';

/** /api/benefits: what signed-in members see. Image files are shared with members when attached. */
export const benefitsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/',
    {
      config: { cache: { tables: ['benefits'], per: 'role' } },
      schema: {
        tags: ['benefits'],
        summary: 'Active benefits, newest first; homepage=true lists only those flagged for the home page',
        querystring: benefitListQuerySchema,
        response: { 200: benefitListSchema },
      },
    },
    async (request) => listBenefits(db, request.query),
  );
};
