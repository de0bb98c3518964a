import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import type { Mail } from '../mail/index.ts';
import { accountRoutes, adminAccountRoutes, authRoutes } from './auth.routes.ts';
import type { TwoFactor } from './two-factor.ts';

export { createTwoFactor } from './two-factor.ts';

/** Signing in and out, one's signed-in devices, and an administrator's own password and two-factor. */
export const authFeature: Feature<{
  config: Config;
  db: Database;
  mail: Mail;
  twoFactor: TwoFactor;
}> = {
  public: (api, { config, db, mail, twoFactor }) =>
    api.register(authRoutes, {
      prefix: '/auth',
      db,
      mail,
      twoFactor,
      isInviteOnly: config.residentSignIn === 'invite',
      loginsPerMinute: config.loginsPerMinute,
      adminLoginsPerMinute: config.adminLoginsPerMinute,
    }),
  member: (members, { db }) => members.register(accountRoutes, { prefix: '/auth', db }),
  adminAccount: (admins, { db, twoFactor }) =>
    admins.register(adminAccountRoutes, { prefix: '/auth', db, twoFactor }),
};
export type { TwoFactor } from './two-factor.ts';

export {
  createAccount,
  hasAdmin,
  openAdminSessionWithPasskey,
  resetTwoFactor,
  startResidentSession,
  upsertAdmin,
} from './auth.service.ts';
export { hashPassword } from './passwords.ts';
export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
export { endSessionsOfEmail } from './device-sessions.ts';
export { signInCodes } from './sign-in-codes.table.ts';
export { APPROVAL_LINK_DAYS, approvalSignInLink, invalidCode, issueCode, useCode } from './sign-in-codes.ts';
export { sendSignInCodeTask } from './sign-in-codes.ts';
export { emailWhitelist, whitelistSearchText } from './whitelist.table.ts';
