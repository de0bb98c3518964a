import {
  accessRequestListQuerySchema,
  accessRequestListSchema,
  decideAccessRequestSchema,
  decidedAccessRequestSchema,
} from '@hub/contract/access-requests/access-request.schema';
import { idParamsSchema } from '@hub/contract/common';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import { actorOf } from '../../lib/audit-trail.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Invites } from '../invites/index.ts';
import type { Mail } from '../mail/index.ts';
import { decideAccessRequest, listAccessRequests } from './access-requests.service.ts';

/** /api/admin/access-requests: administrators only. */
export const accessRequestsAdminRoutes = adminPlugin(
  { tags: ['access requests (admin)'], targetType: 'access-request', describe: detailsOf('email') },
  (routes, { db, mail, invites }: { db: Database; mail: Mail; invites: Invites }) => {
    routes.list('/', {
      cache: { tables: ['access_requests'], per: 'role' },
      querystring: accessRequestListQuerySchema,
      response: accessRequestListSchema,
      read: (request) => listAccessRequests(db, request.query),
    });

    routes.change('PATCH', '/:id', {
      params: idParamsSchema,
      body: decideAccessRequestSchema,
      response: decidedAccessRequestSchema,
      action: (_decided, request) =>
        request.body.status === 'approved' ? 'access-request.approve' : 'access-request.reject',
      run: (tx, request) =>
        decideAccessRequest(tx, mail, invites, request.params.id, request.body.status, {
          ...actorOf(request),
          email: currentUser(request).email,
        }),
    });
  },
);
