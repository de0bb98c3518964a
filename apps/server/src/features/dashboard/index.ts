import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import { dashboardAdminRoutes } from './dashboard-admin.routes.ts';

/** The counts of the dashboard, for administrators. */
export const dashboardFeature: Feature<{ db: Database }> = {
  admin: (admins, needs) => admins.register(dashboardAdminRoutes, { prefix: '', db: needs.db }),
};
