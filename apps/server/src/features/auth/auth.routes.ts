import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
  changePasswordSchema,
  deviceSessionListSchema,
  endedSessionsSchema,
  linkLoginRequestSchema,
  linkLoginResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  languageRequestSchema,
  residentLoginResponseSchema,
  signInModeSchema,
  verifyCodeRequestSchema,
} from '@hub/contract/auth/auth.schema';
import { idParamsSchema, okSchema } from '@hub/contract/common';
import { INVITE_MESSAGES } from '@hub/contract/invites/invite.schema';
import { MESSAGES, SERVER_MESSAGES } from '@hub/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Database } from '../../db/client.ts';
import { currentUser, deviceOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit, actorOf, audited } from '../../lib/audit-trail.ts';
import type { Mail } from '../mail/index.ts';
import {
  changeAdminPassword,
  chooseLanguage,
  completeAdminTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  loginAdmin,
  loginResident,
  logout,
  startTwoFactorSetup,
  twoFactorStatus,
} from './auth.service.ts';
import type { TwoFactor } from './two-factor.ts';
import { endAllSessions, endDeviceSession, listDeviceSessions } from './device-sessions.ts';
import { requestSignInCode, signInWithLink, verifySignInCode } from './sign-in-codes.ts';

/** The ceiling per address tried, from all client addresses together, as a multiple of the per-address limit. */
export const EMAIL_CEILING_FACTOR = 10;

type Options = {
  db: Database;
  mail: Mail;
  twoFactor: TwoFactor;
  /** RESIDENT_SIGN_IN=invite: residents sign in only with an invite link (POST /api/auth/invite, features/invites). */
  isInviteOnly: boolean;
  loginsPerMinute: number;
  adminLoginsPerMinute: number;
};

/** /api/auth, for anybody: sign in and out. The login routes are limited per address and per e-mail. */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, mail, twoFactor, isInviteOnly, loginsPerMinute, adminLoginsPerMinute },
) => {
  const signInKey = mail.signInKey;
  const isCodeMode = mail.config.residentSignIn === 'code';
  /**
   * RESIDENT_SIGN_IN=invite: an address (or a code or link mailed to it) signs nobody in, so these routes answer
   * every address alike, before looking anything up (decision 060).
   */
  const refuseInInviteMode = () => {
    if (isInviteOnly) throw new AppError(403, 'SIGN_IN_BY_INVITE', INVITE_MESSAGES.signInByInvite);
  };
  /**
   * Limits keyed by the address tried: `max` a minute per (address tried, client address), so a stranger's flood
   * from one client address never holds up the resident's own device, and `EMAIL_CEILING_FACTOR` times that from
   * all client addresses together, so spreading guesses over many addresses does not help much either.
   */
  const perEmail = (max: number, field: 'email' | 'username') => {
    const tried = (request: FastifyRequest) =>
      `${field}:${String((request.body as Record<string, unknown>)[field]).toLowerCase()}`;
    const limiters = [
      app.createRateLimit({
        max,
        timeWindow: '1 minute',
        keyGenerator: (request) => `${tried(request)}:${request.ip}`,
      }),
      app.createRateLimit({
        max: max * EMAIL_CEILING_FACTOR,
        timeWindow: '1 minute',
        keyGenerator: tried,
      }),
    ];
    return async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw new AppError(429, 'RATE_LIMITED', MESSAGES.tooManyRequests);
        }
      }
    };
  };

  /**
   * The options of a sign-in step: documented under 'auth', its body and answer checked, and at most `perMinute`
   * tries a minute from one address (a `preHandler` adds a limit of its own, e.g. per address tried).
   */
  const signInStep = <Body extends ZodType, Answer extends ZodType>(step: {
    summary: string;
    description?: string;
    body: Body;
    answer: Answer;
    perMinute: number;
    preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }) => ({
    schema: {
      tags: ['auth'],
      summary: step.summary,
      description: step.description,
      security: [],
      body: step.body,
      response: { 200: step.answer },
    },
    config: { rateLimit: { max: step.perMinute, timeWindow: '1 minute' } },
    ...(step.preHandler ? { preHandler: step.preHandler } : {}),
  });

  /** Audit trail: a resident got a session (after it was made, whichever way they proved who they are). */
  const recordSignIn = async <T extends object>(request: FastifyRequest, result: T, method: string) => {
    if ('sessionId' in result && 'user' in result) {
      const user = result.user as { id: string; email: string };
      await recordAudit(
        db,
        { id: user.id, email: user.email, address: request.ip },
        {
          action: 'sign-in.resident',
          targetType: 'user',
          targetId: user.id,
          details: { method },
        },
      );
    }
    return result;
  };

  app.post(
    '/login',
    signInStep({
      summary: 'Resident sign-in: mails a code (RESIDENT_SIGN_IN=code) or signs in by whitelisted e-mail',
      description:
        'In code mode the answer is always { codeSent: true }, for listed and unlisted addresses alike, after ' +
        'the same work (a background job mails only a listed, active address). In email mode it answers a session.',
      body: loginRequestSchema,
      answer: residentLoginResponseSchema,
      perMinute: loginsPerMinute,
      preHandler: perEmail(loginsPerMinute, 'email'),
    }),
    async (request) => {
      refuseInInviteMode();
      return isCodeMode
        ? requestSignInCode(db, request.body.email, request.body.language)
        : recordSignIn(request, await loginResident(db, request.body.email, deviceOf(request)), 'email');
    },
  );

  app.get(
    '/sign-in-mode',
    {
      schema: {
        tags: ['auth'],
        summary: 'How residents sign in',
        security: [],
        response: { 200: signInModeSchema },
      },
    },
    async () => ({ residentSignIn: mail.config.residentSignIn }),
  );

  app.post(
    '/verify-code',
    signInStep({
      summary: 'Resident sign-in with the 6-digit code from the mail (code mode)',
      body: verifyCodeRequestSchema,
      answer: loginResponseSchema,
      perMinute: loginsPerMinute,
      preHandler: perEmail(loginsPerMinute, 'email'),
    }),
    async (request) => {
      refuseInInviteMode();
      if (!isCodeMode) throw new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.signInByEmailOnly);
      return recordSignIn(
        request,
        await verifySignInCode(db, signInKey, request.body.email, request.body.code, deviceOf(request)),
        'code',
      );
    },
  );

  app.post(
    '/link',
    signInStep({
      summary: 'Sign in with the single-use link from a mail',
      body: linkLoginRequestSchema,
      answer: linkLoginResponseSchema,
      perMinute: loginsPerMinute,
    }),
    async (request) => {
      refuseInInviteMode();
      return recordSignIn(
        request,
        await signInWithLink(db, signInKey, request.body.token, deviceOf(request)),
        'link',
      );
    },
  );

  app.post(
    '/admin-login',
    // Per address only: a limit per account would let a stranger keep its administrator out from everywhere.
    // Guesses at one account are slowed per account and address instead (loginAdmin).
    signInStep({
      summary: 'Administrator login',
      description:
        'A session, or (two-factor on, or ADMIN_2FA=required) a challenge for POST /auth/admin-login/two-factor.',
      body: adminLoginRequestSchema,
      answer: adminLoginResponseSchema,
      perMinute: adminLoginsPerMinute,
    }),
    async (request) =>
      loginAdmin(db, twoFactor, request.body.username, request.body.password, deviceOf(request)),
  );

  app.post(
    '/admin-login/two-factor',
    signInStep({
      summary: "Administrator login, second step: the authenticator app's code",
      body: twoFactorLoginRequestSchema,
      answer: loginResponseSchema,
      perMinute: adminLoginsPerMinute,
    }),
    async (request) =>
      completeAdminTwoFactor(db, twoFactor, request.body.challenge, request.body.code, deviceOf(request)),
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: okSchema } } },
    async (request) => {
      if (request.sessionTokenHash) await logout(db, request.sessionTokenHash);
      return { ok: true as const };
    },
  );
};

/** /api/auth, behind requireUser: my signed-in devices and who I am. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/sessions',
    {
      schema: { tags: ['auth'], summary: 'My signed-in devices', response: { 200: deviceSessionListSchema } },
    },
    async (request) => listDeviceSessions(db, currentUser(request).id, request.sessionTokenHash),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign one of my devices out',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await endDeviceSession(db, currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere, this device too',
        response: { 200: endedSessionsSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => endAllSessions(tx, currentUser(request).id),
        (result) => ({ action: 'sessions.end-all', details: result }),
      ),
  );

  app.get(
    '/me',
    {
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponseSchema } },
    },
    async (request) => ({ user: currentUser(request) }),
  );

  app.put(
    '/language',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose my language (my pages after sign-in, and my mails)',
        body: languageRequestSchema,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await chooseLanguage(db, me.id, request.body.language);
      return { user: { ...me, language: request.body.language } };
    },
  );
};

/** /api/auth, behind requireAdmin: an administrator's own two-factor and password. */
export const adminAccountRoutes: FastifyPluginAsyncZod<{ db: Database; twoFactor: TwoFactor }> = async (
  app,
  { db, twoFactor },
) => {
  app.get(
    '/two-factor',
    {
      schema: { tags: ['auth'], summary: 'Is my two-factor on?', response: { 200: twoFactorStatusSchema } },
    },
    async (request) => twoFactorStatus(db, twoFactor, currentUser(request)),
  );

  app.post(
    '/two-factor/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start turning two-factor on: my password, then a secret to scan',
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupResponseSchema },
      },
    },
    async (request) =>
      startTwoFactorSetup(
        db,
        twoFactor,
        currentUser(request),
        request.body.currentPassword,
        actorOf(request).address ?? '',
      ),
  );

  app.put(
    '/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor on with a first code; ends my other sessions',
        body: twoFactorEnableRequestSchema,
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      await enableTwoFactor(db, twoFactor, admin, request.body, {
        address: actorOf(request).address ?? '',
        currentTokenHash: request.sessionTokenHash ?? '',
        actor: actorOf(request),
      });
      return twoFactorStatus(db, twoFactor, admin);
    },
  );

  app.delete(
    '/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor off (password and a code; refused when ADMIN_2FA=required)',
        body: twoFactorDisableRequestSchema,
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      await disableTwoFactor(db, twoFactor, admin, request.body, {
        currentTokenHash: request.sessionTokenHash ?? '',
        actor: actorOf(request),
      });
      return twoFactorStatus(db, twoFactor, admin);
    },
  );

  app.post(
    '/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change my password (administrators); ends my other sessions',
        body: changePasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await changeAdminPassword(
        db,
        currentUser(request),
        request.sessionTokenHash ?? '',
        request.body,
        actorOf(request),
      );
      return { ok: true as const };
    },
  );
};
