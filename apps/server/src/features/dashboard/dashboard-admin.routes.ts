import { adminStatsSchema } from '@hub/contract/dashboard/stats.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { countPendingAccessRequests } from '../access-requests/access-requests.service.ts';
import { countInternships } from '../internships/internships.service.ts';
import { countJobs } from '../jobs/jobs.service.ts';
import { countActiveWhitelist } from '../whitelist/whitelist.service.ts';

/** The dashboard's four stat cards. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);
  app.get(
    '/stats',
    { schema: { tags: ['dashboard (admin)'], response: { 200: adminStatsSchema } } },
    async () => {
      const [whitelistedUsers, jobsPosted, internships, pendingAccessRequests] = await Promise.all([
        countActiveWhitelist(db),
        countJobs(db),
        countInternships(db),
        countPendingAccessRequests(db),
      ]);
      return { whitelistedUsers, jobsPosted, internships, pendingAccessRequests };
    },
  );
};
