import {
  mailSettingsSchema,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
  updateMailSettingsSchema,
} from '@hub/contract/mail/mail.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { describeUnsubscribe, type Mail, readMailSettings, setPreference } from './mail.service.ts';

const invalidLink = (): never => {
  throw notFound('This unsubscribe link is not valid.');
};

const tags = ['mail'];

/** /api/mail, behind requireUser: one's own mail settings. */
export const mailSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/settings',
    {
      schema: { tags, summary: 'My mail settings', response: { 200: mailSettingsSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return readMailSettings(db, user.email, user.role === 'admin');
    },
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Turn a kind of mail on or off',
        body: updateMailSettingsSchema,
        response: { 200: mailSettingsSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await setPreference(db, user.email, request.body.key, request.body.isEnabled);
      return readMailSettings(db, user.email, user.role === 'admin');
    },
  );
};

/**
 * /api/mail, for anybody: unsubscribe links (the signed token in the link is the proof, and it only ever turns
 * one kind of mail off for one address).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Database; mail: Mail }> = async (
  app,
  { db, mail },
) => {
  // Mail programs send one-click unsubscribe as a form post (RFC 8058); its body says nothing we need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  // No session: the signed token in the link is the proof.
  const unsubscribeSchema = (summary: string) => ({
    tags,
    summary,
    security: [],
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeInfoSchema },
  });
  const targetOf = (token: string) => mail.readUnsubscribeToken(token) ?? invalidLink();

  app.get(
    '/unsubscribe',
    { schema: unsubscribeSchema('What an unsubscribe link turns off') },
    async (request) => describeUnsubscribe(db, targetOf(request.query.token)),
  );

  app.post(
    '/unsubscribe',
    { schema: unsubscribeSchema('One-click unsubscribe (RFC 8058)') },
    async (request) => {
      const target = targetOf(request.query.token);
      await setPreference(db, target.email, target.preference, false);
      return describeUnsubscribe(db, target);
    },
  );
};
