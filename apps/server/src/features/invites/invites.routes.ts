import { loginResponseSchema } from '@hub/contract/auth/auth.schema';
import { inviteSignInRequestSchema } from '@hub/contract/invites/invite.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { deviceOf } from '../../plugins/auth.ts';
import { type Invites, signInWithInvite } from './invites.service.ts';

/**
 * /api/auth/invite, for anybody: a resident signs in with an invite link. It sits beside the other sign-in steps
 * of /api/auth (limited per address like them), but belongs to invites, which build on auth's sessions.
 */
export const inviteSignInRoutes: FastifyPluginAsyncZod<{
  db: Database;
  invites: Invites;
  signInsPerMinute: number;
}> = async (app, { db, invites, signInsPerMinute }) => {
  app.post(
    '/invite',
    {
      schema: {
        tags: ['auth'],
        summary: 'Resident sign-in with an invite link from the committee (RESIDENT_SIGN_IN=invite), once',
        description:
          'Opens a session for the whitelisted resident the link was issued to, once, within 7 days, while it is ' +
          'their newest link. Every link it does not take answers the same 400.',
        security: [],
        body: inviteSignInRequestSchema,
        response: { 200: loginResponseSchema },
      },
      config: { rateLimit: { max: signInsPerMinute, timeWindow: '1 minute' } },
    },
    // The session, its audit events and the link's use are one transaction (signInWithInvite).
    async (request) => signInWithInvite(db, invites, request.body.token, deviceOf(request)),
  );
};
