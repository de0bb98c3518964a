import {
  accessRequestListQuerySchema,
  accessRequestListSchema,
  accessRequestSchema,
  decideAccessRequestSchema,
} from '@hub/contract/access-requests/access-request.schema';
import { idParamsSchema } from '@hub/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import { actorOf, audited } from '../audit/audit.service.ts';
import type { Mail } from '../mail/mail.service.ts';
import { decideAccessRequest, listAccessRequests } from './access-requests.service.ts';

/** /api/admin/access-requests: administrators only. */
export const accessRequestsAdminRoutes: FastifyPluginAsyncZod<{ db: Database; mail: Mail }> = async (
  app,
  { db, mail },
) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['access requests (admin)'];

  app.get(
    '/',
    {
      config: { cache: { tables: ['access_requests'], per: 'role' } },
      schema: { tags, querystring: accessRequestListQuerySchema, response: { 200: accessRequestListSchema } },
    },
    async (request) => listAccessRequests(db, request.query),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: decideAccessRequestSchema,
        response: { 200: accessRequestSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) =>
          decideAccessRequest(tx, mail, request.params.id, request.body.status, currentUser(request).email),
        (decided) => ({
          action: request.body.status === 'approved' ? 'access-request.approve' : 'access-request.reject',
          targetType: 'access-request',
          targetId: decided.id,
          details: { email: decided.email },
        }),
      ),
  );
};
