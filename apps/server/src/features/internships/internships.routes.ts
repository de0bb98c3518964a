import { idParamsSchema } from '@hub/contract/common';
import {
  internshipInputSchema,
  internshipListQuerySchema,
  internshipSectorsSchema,
  publicInternshipListSchema,
  publicInternshipSchema,
  submittedInternshipSchema,
} from '@hub/contract/internships/internship.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import {
  getPublicInternship,
  listInternshipSectors,
  listPublicInternships,
  submitInternship,
} from './internships.service.ts';

/**
 * /api/internships: what signed-in residents may do. They see approved internships only; the response schemas
 * hold no contact e-mail or phone, so those cannot leave the server on this path.
 */
export const internshipsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['internships'];

  app.get(
    '/',
    {
      config: { cache: { tables: ['internships'], per: 'role' } },
      schema: {
        tags,
        summary: 'Approved internships, newest first, searched and filtered by sector',
        querystring: internshipListQuerySchema,
        response: { 200: publicInternshipListSchema },
      },
    },
    async (request) => listPublicInternships(db, request.query),
  );

  app.get(
    '/sectors',
    {
      config: { cache: { tables: ['internships'], per: 'role' } },
      schema: {
        tags,
        summary: 'The sector filter: fixed sectors merged with the departments of listed internships',
        response: { 200: internshipSectorsSchema },
      },
    },
    async () => ({ sectors: await listInternshipSectors(db) }),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: publicInternshipSchema } } },
    async (request) => getPublicInternship(db, request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Submit an internship; it waits for an administrator to approve it',
        body: internshipInputSchema,
        response: { 201: submittedInternshipSchema },
      },
    },
    async (request, reply) => {
      const internship = await submitInternship(db, request.body, currentUser(request));
      return reply
        .status(201)
        .send({ id: internship.id, status: internship.status, createdAt: internship.createdAt });
    },
  );
};
