import {
  accessRequestSchema,
  createAccessRequestSchema,
} from '@hub/contract/access-requests/access-request.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Mail } from '../mail/mail.service.ts';
import { createAccessRequest } from './access-requests.service.ts';

/** Public: anyone may ask for access, five times an hour per address. */
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
        body: createAccessRequestSchema,
        response: { 201: accessRequestSchema.pick({ id: true, status: true, createdAt: true }) },
      },
      config: { rateLimit: { max: perHour, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const created = await createAccessRequest(db, mail, request.body);
      return reply.status(201).send({ id: created.id, status: created.status, createdAt: created.createdAt });
    },
  );
};
