import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  addWhitelistEmailSchema,
  updateWhitelistEntrySchema,
  whitelistEntrySchema,
  whitelistListQuerySchema,
  whitelistListSchema,
} from '@hub/contract/whitelist/whitelist.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import {
  addToWhitelist,
  listWhitelist,
  removeFromWhitelist,
  updateWhitelistEntry,
} from './whitelist.service.ts';

/** /api/admin/whitelist: administrators only. */
export const whitelistAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['whitelist (admin)'];

  app.get(
    '/',
    { schema: { tags, querystring: whitelistListQuerySchema, response: { 200: whitelistListSchema } } },
    async (request) => listWhitelist(db, request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: addWhitelistEmailSchema, response: { 201: whitelistEntrySchema } } },
    async (request, reply) =>
      reply.status(201).send(await addToWhitelist(db, request.body.email, currentUser(request).email)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateWhitelistEntrySchema,
        response: { 200: whitelistEntrySchema },
      },
    },
    async (request) => updateWhitelistEntry(db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeFromWhitelist(db, request.params.id);
      return { ok: true as const };
    },
  );
};
