import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import type { Invites } from '../invites/index.ts';
import type { Mail } from '../mail/index.ts';
import { accessRequestsRoutes } from './access-requests.routes.ts';
import { accessRequestsAdminRoutes } from './access-requests-admin.routes.ts';

/** Access requests: anybody asks for access, administrators decide. */
export const accessRequestsFeature: Feature<{
  db: Database;
  mail: Mail;
  invites: Invites;
  limits: { accessRequestsPerHour: number };
}> = {
  public: (api, { db, mail, limits }) =>
    api.register(accessRequestsRoutes, {
      prefix: '/access-requests',
      db,
      mail,
      perHour: limits.accessRequestsPerHour,
    }),
  admin: (admins, { db, mail, invites }) =>
    admins.register(accessRequestsAdminRoutes, { prefix: '/access-requests', db, mail, invites }),
};

export { countPendingAccessRequests } from './access-requests.service.ts';
export { accessRequests } from './access-requests.table.ts';
export { accessDigestTask } from './access-requests.tasks.ts';
