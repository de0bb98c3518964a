import { loginResponseSchema } from '@hub/contract/auth/auth.schema';
import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  addPasskeySchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySchema,
  passkeySignInSchema,
} from '@hub/contract/passkeys/passkey.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, deviceOf } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit-trail.ts';
import {
  addPasskey,
  listPasskeys,
  type RelyingParty,
  removePasskey,
  signInWithPasskey,
  startAddingPasskey,
  startPasskeySignIn,
} from './passkeys.service.ts';

const tags = ['passkeys'];

/** /api/passkeys, behind requireUser: passkeys (WebAuthn) any signed-in member adds, lists and removes. */
export const passkeysMemberRoutes: FastifyPluginAsyncZod<{
  db: Database;
  relyingParty: RelyingParty;
}> = async (app, { db, relyingParty }) => {
  app.get(
    '/',
    {
      schema: { tags, summary: 'My passkeys', response: { 200: passkeyListSchema } },
    },
    async (request) => listPasskeys(db, currentUser(request)),
  );

  app.post(
    '/options',
    {
      schema: {
        tags,
        summary: 'Adding a passkey, step one: options for the browser',
        response: { 200: passkeyOptionsSchema },
      },
    },
    async (request) => startAddingPasskey(db, relyingParty, currentUser(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: "Adding a passkey, step two: the authenticator's answer and a name",
        body: addPasskeySchema,
        response: { 201: passkeySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addPasskey(db, relyingParty, currentUser(request), request.body, actorOf(request))),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of my passkeys',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removePasskey(db, currentUser(request), request.params.id, actorOf(request));
      return { ok: true as const };
    },
  );
};

/** /api/passkeys, for anybody: signing in with a passkey (limited per address like the other sign-in steps). */
export const passkeysRoutes: FastifyPluginAsyncZod<{
  db: Database;
  relyingParty: RelyingParty;
  signInsPerMinute: number;
}> = async (app, { db, relyingParty, signInsPerMinute }) => {
  const signInLimit = { rateLimit: { max: signInsPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/sign-in/options',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Signing in with a passkey, step one: a challenge (names no account)',
        security: [],
        response: { 200: passkeyOptionsSchema },
      },
    },
    async () => startPasskeySignIn(db, relyingParty),
  );

  app.post(
    '/sign-in',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: "Signing in with a passkey, step two: the passkey's signature; a session",
        security: [],
        body: passkeySignInSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => signInWithPasskey(db, relyingParty, request.body, deviceOf(request)),
  );
};
