import { jobAlertSettingsSchema, updateJobAlertsSchema } from '@hub/contract/job-alerts/job-alert.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readJobAlerts, updateJobAlerts } from './job-alerts.service.ts';

/** /api/me/job-alerts: my job alert settings (signed in). */
export const jobAlertsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['job alerts'];
  app.get(
    '/job-alerts',
    { schema: { tags, summary: 'My job alert settings', response: { 200: jobAlertSettingsSchema } } },
    async (request) => readJobAlerts(db, currentUser(request)),
  );
  app.put(
    '/job-alerts',
    {
      schema: {
        tags,
        summary: 'Turn job alerts on or off, with a minimum match score and how often',
        body: updateJobAlertsSchema,
        response: { 200: jobAlertSettingsSchema },
      },
    },
    async (request) => db.transaction((tx) => updateJobAlerts(tx, currentUser(request), request.body)),
  );
};
