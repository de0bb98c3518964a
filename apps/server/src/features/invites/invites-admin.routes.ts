import { idParamsSchema } from '@hub/contract/common';
import { issuedInviteSchema } from '@hub/contract/invites/invite.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin } from '../../lib/admin-routes.ts';
import { actorOf } from '../../lib/audit-trail.ts';
import { type Invites, issueInvite } from './invites.service.ts';

const tags = ['whitelist (admin)'];

/**
 * /api/admin/whitelist/:id/invite: administrators only. Issuing records its own audit event ('invite.issue') in
 * the transaction that voids the earlier link and stores the new one's hash.
 */
export const invitesAdminRoutes = adminPlugin(
  { tags, targetType: 'whitelist', describe: () => ({}) },
  (_routes, { db, invites }: { db: Database; invites: Invites }, app) => {
    app.post(
      '/:id/invite',
      {
        schema: {
          tags,
          summary: 'Issue (or re-issue) the invite link of a whitelist entry; the earlier link stops working',
          description:
            'RESIDENT_SIGN_IN=invite only (else 409). The answer is the only place the link appears: the server ' +
            'keeps its hash.',
          params: idParamsSchema,
          response: { 201: issuedInviteSchema },
        },
      },
      async (request, reply) => {
        const issued = await db.transaction((tx) =>
          issueInvite(tx, invites, request.params.id, actorOf(request)),
        );
        return reply.status(201).send(issued);
      },
    );
  },
);
