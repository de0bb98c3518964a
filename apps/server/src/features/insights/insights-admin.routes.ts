import { insightsSchema } from '@hub/contract/insights/insights.schema';
import type { Database } from '../../db/client.ts';
import { guardedPlugin } from '../../lib/read-route.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { readInsights } from './insights.service.ts';

/** /api/admin/insights: the figures behind the Insights page; administrators only. */
export const insightsAdminRoutes = guardedPlugin(
  requireAdmin,
  ['insights (admin)'],
  ({ read }, { db }: { db: Database }) =>
    read('/', {
      summary: 'Weekly activity, posts by industry, the access funnel',
      response: insightsSchema,
      read: () => readInsights(db),
    }),
);
