import { insightsSchema } from '@hub/contract/insights/insights.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';
import { readInsights } from './insights.service.ts';

/** /api/admin/insights: the figures behind the Insights page; administrators only. */
export const insightsAdminRoutes = taggedPlugin(['insights (admin)'], ({ read }, { db }: { db: Database }) =>
  read('/', {
    summary: 'Weekly activity, posts by industry, the access funnel',
    response: insightsSchema,
    read: () => readInsights(db),
  }),
);
