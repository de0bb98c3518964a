import {
  accessRequestListQuerySchema,
  accessRequestListSchema,
  accessRequestSchema,
  decideAccessRequestSchema,
} from '@hub/contract/access-requests/access-request.schema';
import { idParamsSchema } from '@hub/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { adminRoutes } from '../../lib/admin-routes.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import type { Mail } from '../mail/mail.service.ts';
import { decideAccessRequest, listAccessRequests } from './access-requests.service.ts';

/** /api/admin/access-requests: administrators only. */
export const accessRequestsAdminRoutes: FastifyPluginAsyncZod<{ db: Database; mail: Mail }> = async (
  app,
  { db, mail },
) => {
  app.addHook('onRequest', requireAdmin);
  const routes = adminRoutes(app, db, {
    tags: ['access requests (admin)'],
    targetType: 'access-request',
    describe: (request: { email: string }) => ({ email: request.email }),
  });

  routes.list('/', {
    cache: { tables: ['access_requests'], per: 'role' },
    querystring: accessRequestListQuerySchema,
    response: accessRequestListSchema,
    read: (request) => listAccessRequests(db, request.query),
  });

  routes.change('PATCH', '/:id', {
    params: idParamsSchema,
    body: decideAccessRequestSchema,
    response: accessRequestSchema,
    action: (_decided, request) =>
      request.body.status === 'approved' ? 'access-request.approve' : 'access-request.reject',
    run: (tx, request) =>
      decideAccessRequest(tx, mail, request.params.id, request.body.status, currentUser(request).email),
  });
};
