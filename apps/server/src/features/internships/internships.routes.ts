import { internshipSectorsSchema } from '@hub/contract/internships/internship.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readRoute } from '../../lib/read-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { registerPostMemberRoutes } from '../moderated-posts/post-routes.ts';
import { INTERNSHIP_ROUTES } from './internship-routes.ts';
import { listInternshipSectors } from './internships.service.ts';

/**
 * /api/internships: what signed-in residents may do. They see approved internships only; the response schemas
 * hold no contact e-mail or phone, so those cannot leave the server on this path.
 */
export const internshipsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  registerPostMemberRoutes(app, db, INTERNSHIP_ROUTES);

  readRoute(app, '/sectors', {
    tags: ['internships'],
    summary: 'The sector filter: fixed sectors merged with the departments of listed internships',
    cache: { tables: ['internships'], per: 'role' },
    response: internshipSectorsSchema,
    read: async () => ({ sectors: await listInternshipSectors(db) }),
  });
};
