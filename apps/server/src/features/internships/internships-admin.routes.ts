import { idParamsSchema } from '@hub/contract/common';
import { adminInternshipSchema } from '@hub/contract/internships/internship.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readRoute } from '../../lib/read-route.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/index.ts';
import { type DeletePostDependents, registerPostAdminRoutes } from '../moderated-posts/index.ts';
import { INTERNSHIP_ROUTES } from './internships.routes.ts';
import { getAdminInternship } from './internships.service.ts';

/** /api/admin/internships: administrators only. */
export const internshipsAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  mail: Mail;
  deleteDependents: DeletePostDependents;
}> = async (app, options) => {
  registerPostAdminRoutes(app, options, INTERNSHIP_ROUTES);

  readRoute(app, '/:id', {
    tags: ['internships (admin)'],
    summary: 'One internship with its contact details, removed ones included',
    params: idParamsSchema,
    response: adminInternshipSchema,
    read: (request) => getAdminInternship(options.db, request.params.id),
  });
};
