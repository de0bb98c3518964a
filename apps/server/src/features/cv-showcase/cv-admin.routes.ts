import { idParamsSchema } from '@hub/contract/common';
import { adminCvListQuerySchema, cvListSchema } from '@hub/contract/cv-showcase/cv.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { adminRoutes } from '../../lib/admin-routes.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { deleteCv, listCvsForAdmin } from './cv.service.ts';

/** /api/admin/cvs: administrators only. */
export const cvAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.addHook('onRequest', requireAdmin);
  const routes = adminRoutes(app, db, {
    tags: ['cv showcase (admin)'],
    targetType: 'cv',
    describe: (cv: { name: string; title: string }) => ({ name: cv.name, title: cv.title }),
  });

  routes.list('/', {
    querystring: adminCvListQuerySchema,
    response: cvListSchema,
    read: (request) => listCvsForAdmin(db, request.query, currentUser(request)),
  });

  routes.delete('/:id', {
    summary: 'Delete a CV and its file',
    params: idParamsSchema,
    action: 'cv.delete',
    runOwnTransaction: (request, audit) => deleteCv(db, storage, request.params.id, request.log, audit),
  });
};
