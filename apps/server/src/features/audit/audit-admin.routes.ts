import { Readable } from 'node:stream';
import { auditFilterSchema, auditListQuerySchema, auditListSchema } from '@hub/contract/audit/audit.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';
import { auditCsv, listAudit } from './audit.service.ts';

/** /api/admin/audit: the audit trail, as a paged list and as a CSV export; administrators only. */
export const auditAdminRoutes = taggedPlugin(
  ['audit (admin)'],
  ({ read, tags }, { db }: { db: Database }, app) => {
    read('/audit', {
      summary: 'Audit events, newest first (filters: action, actor e-mail, target, days from/to)',
      querystring: auditListQuerySchema,
      response: auditListSchema,
      read: (request) => listAudit(db, request.query),
    });

    app.get(
      '/audit.csv',
      {
        schema: {
          tags,
          summary: 'The filtered audit events as CSV',
          querystring: auditFilterSchema,
        },
      },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
          .send(Readable.from(auditCsv(db, request.query)));
      },
    );
  },
);
