import {
  adminLoginRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
} from '@hub/contract/auth/auth.schema';
import { okSchema } from '@hub/contract/common';
import { MESSAGES } from '@hub/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { loginAdmin, loginResident, logout } from './auth.service.ts';

type Options = { db: Database; loginsPerMinute: number; adminLoginsPerMinute: number };

/** Public: sign in and out. The login routes are limited per address and per e-mail. */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, loginsPerMinute, adminLoginsPerMinute },
) => {
  // A second limit keyed by the address tried, so spreading guesses over many IPs does not help.
  const perEmail = (max: number, field: 'email' | 'username') => {
    const limiter = app.createRateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: (request) =>
        `${field}:${String((request.body as Record<string, unknown>)[field]).toLowerCase()}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(429, 'RATE_LIMITED', MESSAGES.tooManyRequests);
      }
    };
  };

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Resident login by whitelisted e-mail',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      config: { rateLimit: { max: loginsPerMinute, timeWindow: '1 minute' } },
      preHandler: perEmail(loginsPerMinute, 'email'),
    },
    async (request) => loginResident(db, request.body.email),
  );

  app.post(
    '/admin-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Administrator login',
        body: adminLoginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      config: { rateLimit: { max: adminLoginsPerMinute, timeWindow: '1 minute' } },
      preHandler: perEmail(adminLoginsPerMinute, 'username'),
    },
    async (request) => loginAdmin(db, request.body.username, request.body.password),
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: okSchema } } },
    async (request) => {
      if (request.sessionTokenHash) await logout(db, request.sessionTokenHash);
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponseSchema } },
    },
    async (request) => ({ user: currentUser(request) }),
  );
};
