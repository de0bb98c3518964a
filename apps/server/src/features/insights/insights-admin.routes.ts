import { insightsSchema } from '@hub/contract/insights/insights.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { readInsights } from './insights.service.ts';

/** /api/admin/insights: the figures behind the Insights page; administrators only. */
export const insightsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);
  app.get(
    '/',
    {
      schema: {
        tags: ['insights (admin)'],
        summary: 'Weekly activity, posts by industry, the access funnel',
        response: { 200: insightsSchema },
      },
    },
    async () => readInsights(db),
  );
};
