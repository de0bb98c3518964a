import { adminStatsSchema } from '@hub/contract/dashboard/stats.schema';
import { pendingCountsSchema } from '@hub/contract/live/live-event.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { countPendingAccessRequests } from '../access-requests/index.ts';
import { countInternships, countPendingInternships } from '../internships/index.ts';
import { countJobs, countPendingJobs } from '../jobs/index.ts';
import { countActiveWhitelist } from '../whitelist/index.ts';

/** The dashboard's four stat cards. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
  app.get(
    '/pending-counts',
    {
      schema: {
        tags: ['dashboard (admin)'],
        summary: "Items waiting for a decision, for the tabs' badges",
        response: { 200: pendingCountsSchema },
      },
    },
    async () => {
      const [jobs, internships, accessRequests] = await Promise.all([
        countPendingJobs(db),
        countPendingInternships(db),
        countPendingAccessRequests(db),
      ]);
      return { jobs, internships, accessRequests };
    },
  );
};
