import {
  applicationListQuerySchema,
  applicationListSchema,
  applicationSchema,
  updateApplicationStatusSchema,
} from '@hub/contract/applications/application.schema';
import { idParamsSchema } from '@hub/contract/common';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import { notFound } from '../../plugins/errors.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { findFile, sendStoredFile } from '../files/index.ts';
import type { Mail } from '../mail/index.ts';
import {
  exportApplicationsCsv,
  findApplicationCv,
  listApplications,
  setApplicationStatus,
} from './applications.service.ts';

const tags = ['applications (admin)'];

/** /api/admin/applications: administrators only; application CVs are read here and nowhere else. */
export const applicationsAdminRoutes = adminPlugin(
  { tags, targetType: 'application', describe: detailsOf('status') },
  (routes, { db, storage, mail }: { db: Database; storage: FileStorage; mail: Mail }, app) => {
    routes.list('/', {
      cache: { tables: ['applications', 'jobs', 'internships'], per: 'role' },
      querystring: applicationListQuerySchema,
      response: applicationListSchema,
      read: (request) => listApplications(db, request.query),
    });

    app.get(
      '/export',
      {
        schema: {
          tags,
          summary: 'Applications matching the search and status, as CSV',
          querystring: applicationListQuerySchema.pick({ search: true, status: true }),
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="applications.csv"')
          .send(await exportApplicationsCsv(db, request.query)),
    );

    routes.change('PATCH', '/:id', {
      params: idParamsSchema,
      body: updateApplicationStatusSchema,
      response: applicationSchema,
      action: 'application.status',
      run: (tx, request) => setApplicationStatus(tx, mail, request.params.id, request.body.status),
    });

    app.get(
      '/:id/cv',
      { schema: { tags, summary: "Download the application's CV", params: idParamsSchema } },
      async (request, reply) => {
        const file = await findFile(db, await findApplicationCv(db, request.params.id));
        if (!file) throw notFound('The CV file is not available.');
        return sendStoredFile(reply, db, storage, file);
      },
    );
  },
);
