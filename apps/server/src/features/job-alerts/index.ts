import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import { jobAlertsRoutes } from './job-alerts.routes.ts';

/** The job alerts of the signed-in member (/api/me). */
export const jobAlertsFeature: Feature<{ db: Database }> = {
  member: (members, needs) => members.register(jobAlertsRoutes, { prefix: '/me', db: needs.db }),
};

export { jobAlertMatches, jobAlertSettings } from './job-alerts.table.ts';
export { jobAlertDigestTask, jobAlertsTask } from './job-alerts.service.ts';
