import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import { passkeysMemberRoutes, passkeysRoutes } from './passkeys.routes.ts';
import type { RelyingParty } from './passkeys.service.ts';

export { relyingPartyOf } from './passkeys.service.ts';

/** Passkeys: members add and remove theirs; anybody signs in with one. */
export const passkeysFeature: Feature<{ config: Config; db: Database; relyingParty: RelyingParty }> = {
  public: (api, { config, db, relyingParty }) =>
    api.register(passkeysRoutes, {
      prefix: '/passkeys',
      db,
      relyingParty,
      signInsPerMinute: config.loginsPerMinute,
    }),
  member: (members, { db, relyingParty }) =>
    members.register(passkeysMemberRoutes, { prefix: '/passkeys', db, relyingParty }),
};
export type { RelyingParty } from './passkeys.service.ts';
