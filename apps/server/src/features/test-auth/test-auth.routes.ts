import { sessionUserSchema } from '@hub/contract/auth/auth.schema';
import { okSchema } from '@hub/contract/common';
import { testAccountSchema, testAdminSchema } from '@hub/contract/test-auth/test-auth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createAccount } from '../auth/index.ts';
import { grantAccess } from '../whitelist/index.ts';

/**
 * /api/test-auth: open helpers behind the developer page /test-auth. Registered only when NODE_ENV is not
 * production (see app.ts), because they let anyone create accounts.
 */
export const testAuthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['developer test page (not in production)'];

  // The web page asks this first: in production the route is missing and the page shows "not found".
  app.get('/status', { schema: { tags, response: { 200: okSchema } } }, async () => ({ ok: true as const }));

  app.post(
    '/whitelist',
    { schema: { tags, body: testAccountSchema, response: { 200: okSchema } } },
    async (request) => {
      const { email, name } = request.body;
      await grantAccess(db, { email, name: name ?? email, unit: 'Test', phone: null }, 'test-auth');
      return { ok: true as const };
    },
  );

  app.post(
    '/users',
    { schema: { tags, body: testAccountSchema, response: { 200: sessionUserSchema } } },
    async (request) => createAccount(db, { ...request.body, role: 'user' }),
  );

  app.post(
    '/admins',
    { schema: { tags, body: testAdminSchema, response: { 200: sessionUserSchema } } },
    async (request) => createAccount(db, { ...request.body, role: 'admin' }),
  );
};
