import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import type { Invites } from './invites.service.ts';
import { invitesAdminRoutes } from './invites-admin.routes.ts';
import { inviteSignInRoutes } from './invites.routes.ts';

export { createInvites, type Invites, inviteStatesOf, issueInvite, voidInvites } from './invites.service.ts';

/** Invite links of whitelisted residents (RESIDENT_SIGN_IN=invite): administrators issue them, residents sign in. */
export const invitesFeature: Feature<{ config: Config; db: Database; invites: Invites }> = {
  public: (api, { config, db, invites }) =>
    api.register(inviteSignInRoutes, {
      prefix: '/auth',
      db,
      invites,
      signInsPerMinute: config.loginsPerMinute,
    }),
  admin: (admins, { db, invites }) =>
    admins.register(invitesAdminRoutes, { prefix: '/whitelist', db, invites }),
};
