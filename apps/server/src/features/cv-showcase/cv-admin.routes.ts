import { idParamsSchema } from '@hub/contract/common';
import { adminCvListQuerySchema, cvListSchema } from '@hub/contract/cv-showcase/cv.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { deleteCv, listCvsForAdmin } from './cv.service.ts';

/** /api/admin/cvs: administrators only. */
export const cvAdminRoutes = adminPlugin(
  { tags: ['cv showcase (admin)'], targetType: 'cv', describe: detailsOf('name', 'title') },
  (routes, { db, storage }: { db: Database; storage: FileStorage }) => {
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
  },
);
