import { okSchema } from '@hub/contract/common';
import { setupQuerySchema, setupRequestSchema, setupStatusSchema } from '@hub/contract/setup/setup.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { checkSetupToken, completeSetup } from './setup.service.ts';

type Options = { db: Database };

/**
 * Public, but only with the one-time token the server printed at its first start, and only while no
 * administrator exists. Limited per address like the admin login.
 */
export const setupRoutes: FastifyPluginAsyncZod<Options> = async (app, { db }) => {
  const rateLimit = { max: 10, timeWindow: '1 minute' };
  app.get(
    '/',
    {
      schema: {
        tags: ['setup'],
        summary: 'Whether a first-run setup link still works',
        querystring: setupQuerySchema,
        response: { 200: setupStatusSchema },
      },
      config: { rateLimit },
    },
    async (request) => {
      await checkSetupToken(db, request.query.token);
      return { isOpen: true as const };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['setup'],
        summary: 'Create the first administrator from the first-run setup link',
        body: setupRequestSchema,
        response: { 201: okSchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      await completeSetup(db, request.body);
      return reply.status(201).send({ ok: true });
    },
  );
};
