import { idParamsSchema, okSchema } from '@hub/contract/common';
import { adminCvListQuerySchema, cvListSchema } from '@hub/contract/cv-showcase/cv.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import { actorOf, recordAudit } from '../audit/audit.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { deleteCv, listCvsForAdmin } from './cv.service.ts';

/** /api/admin/cvs: administrators only. */
export const cvAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['cv showcase (admin)'];

  app.get(
    '/',
    { schema: { tags, querystring: adminCvListQuerySchema, response: { 200: cvListSchema } } },
    async (request) => listCvsForAdmin(db, request.query, currentUser(request)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a CV and its file',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteCv(db, storage, request.params.id, request.log, (tx, deleted) =>
        recordAudit(tx, actorOf(request), {
          action: 'cv.delete',
          targetType: 'cv',
          targetId: request.params.id,
          details: { name: deleted.name, title: deleted.title },
        }),
      );
      return { ok: true as const };
    },
  );
};
