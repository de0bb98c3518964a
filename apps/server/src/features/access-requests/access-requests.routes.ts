import {
  accessRequestReceivedSchema,
  createAccessRequestSchema,
} from '@hub/contract/access-requests/access-request.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Mail } from '../mail/index.ts';
import { createAccessRequest } from './access-requests.service.ts';

/**
 * Public: anyone may ask for access, five times an hour per address. Every request is answered alike (201,
 * `{ status: 'pending' }`), whether the address is new, already waiting or already has access.
 */
export const accessRequestsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mail: Mail;
  perHour: number;
}> = async (app, { db, mail, perHour }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['access requests'],
        summary: 'Ask an administrator for access',
        description:
          'Answers 201 { status: pending } for every address: a new request is stored; an address already waiting ' +
          'keeps its request; an address that already has access is told so by mail.',
        security: [],
        body: createAccessRequestSchema,
        response: { 201: accessRequestReceivedSchema },
      },
      config: { rateLimit: { max: perHour, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await createAccessRequest(db, mail, request.body);
      return reply.status(201).send({ status: 'pending' as const });
    },
  );
};
