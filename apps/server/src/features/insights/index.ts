import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import { insightsAdminRoutes } from './insights-admin.routes.ts';

/** The figures behind the Insights page, for administrators. */
export const insightsFeature: Feature<{ db: Database }> = {
  admin: (admins, needs) => admins.register(insightsAdminRoutes, { prefix: '/insights', db: needs.db }),
};

export { recordResidentSignIn } from './insights.service.ts';
export { residentSignInDays } from './sign-in-days.table.ts';
