import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { Invites } from '../invites/index.ts';
import { whitelistAdminRoutes } from './whitelist-admin.routes.ts';

/** The whitelist of the addresses of residents, for administrators. */
export const whitelistFeature: Feature<{ db: Database; invites: Invites }> = {
  admin: (admins, needs) =>
    admins.register(whitelistAdminRoutes, { prefix: '/whitelist', db: needs.db, invites: needs.invites }),
};

export { countActiveWhitelist, grantAccess, isWhitelisted } from './whitelist.service.ts';
