import { okSchema } from '@hub/contract/common';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { verifyCodeRequestSchema } from '@hub/contract/auth/auth.schema';
import { actorOf } from '../../lib/audit-trail.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/index.ts';
import { deleteMyAccount, requestAccountDeletion, zipMyData } from './my-data.service.ts';

/** /api/me/data and /api/me/account: a member's own data, and leaving for good (signed in). */
export const myDataRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage; mail: Mail }> = async (
  app,
  { db, storage, mail },
) => {
  const tags = ['my data'];

  app.get(
    '/data',
    { schema: { tags, summary: 'Download my data: a ZIP of my-data.json and my files' } },
    async (request, reply) =>
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="my-community-hub-data.zip"')
        .header('cache-control', 'private, no-store')
        .send(await zipMyData(db, storage, currentUser(request))),
  );

  app.post(
    '/account/deletion-code',
    {
      schema: {
        tags,
        summary: 'Mail me a code that confirms deleting my account',
        response: { 202: okSchema },
      },
    },
    async (request, reply) => {
      await requestAccountDeletion(db, mail, currentUser(request));
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags,
        summary: 'Delete my account, confirmed by the mailed code',
        body: z.strictObject({ code: verifyCodeRequestSchema.shape.code }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteMyAccount(
        db,
        storage,
        mail.signInKey,
        currentUser(request),
        request.body.code,
        actorOf(request),
      );
      return { ok: true as const };
    },
  );
};
