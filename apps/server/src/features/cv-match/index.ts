import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import { cvMatchAdminRoutes } from './cv-match-admin.routes.ts';

/** Matching CVs to a job, for administrators. */
export const cvMatchFeature: Feature<{ db: Database }> = {
  admin: (admins, needs) => admins.register(cvMatchAdminRoutes, { prefix: '/cv-match', db: needs.db }),
};

export { matchCvsToJob } from './cv-match.service.ts';
