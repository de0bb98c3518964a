import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import { auditAdminRoutes } from './audit-admin.routes.ts';

/** The audit trail, for administrators. */
export const auditFeature: Feature<{ db: Database }> = {
  admin: (admins, needs) => admins.register(auditAdminRoutes, { prefix: '', db: needs.db }),
};
export { pruneAudit } from './audit.service.ts';
