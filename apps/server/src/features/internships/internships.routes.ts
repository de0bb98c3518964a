import {
  adminInternshipListSchema,
  adminInternshipSchema,
  internshipInputSchema,
  internshipSectorsSchema,
  internshipListQuerySchema,
  publicInternshipListSchema,
  publicInternshipSchema,
  submittedInternshipSchema,
} from '@hub/contract/internships/internship.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readRoute } from '../../lib/read-route.ts';
import { type PostRoutesKind, type PostSchemas, registerPostMemberRoutes } from '../moderated-posts/index.ts';
import { internshipPosts, listInternshipSectors } from './internships.service.ts';

const schemas = {
  memberInput: internshipInputSchema,
  adminInput: internshipInputSchema,
  publicListQuery: internshipListQuerySchema,
  publicList: publicInternshipListSchema,
  publicPost: publicInternshipSchema,
  submitted: submittedInternshipSchema,
  adminList: adminInternshipListSchema,
  adminPost: adminInternshipSchema,
} satisfies PostSchemas;

/** Internships' routes, for residents (/api/internships) and administrators (/api/admin/internships). */
export const INTERNSHIP_ROUTES: PostRoutesKind<typeof schemas> = {
  kind: 'internship',
  plural: 'internships',
  noun: 'internship',
  aNoun: 'an internship',
  summaries: {
    publicList: 'Approved internships, newest first, searched and filtered by sector',
    submit: 'Submit an internship; it waits for an administrator to approve it',
    adminList: 'Every internship not removed, newest first, with contact details',
  },
  schemas,
  service: internshipPosts,
};

/**
 * /api/internships: what signed-in residents may do. They see approved internships only; the response schemas
 * hold no contact e-mail or phone, so those cannot leave the server on this path.
 */
export const internshipsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerPostMemberRoutes(app, db, INTERNSHIP_ROUTES);

  readRoute(app, '/sectors', {
    tags: ['internships'],
    summary: 'The sector filter: fixed sectors merged with the departments of listed internships',
    cache: { tables: ['internships'], per: 'role' },
    response: internshipSectorsSchema,
    read: async () => ({ sectors: await listInternshipSectors(db) }),
  });
};
