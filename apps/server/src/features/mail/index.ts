import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import { type Mail } from './mail.service.ts';
import { mailSettingsRoutes, unsubscribeRoutes } from './mail.routes.ts';
import { mailAdminRoutes } from './mail-admin.routes.ts';

export { createMail, type Mail } from './mail.service.ts';
export { TEST_MAILS_PER_HOUR } from './mail-admin.routes.ts';

/** Mail: unsubscribe links for anybody, one's mail settings, and the outbox for administrators. */
export const mailFeature: Feature<{ db: Database; mail: Mail; limits: { testMailsPerHour: number } }> = {
  public: (api, { db, mail }) => api.register(unsubscribeRoutes, { prefix: '/mail', db, mail }),
  member: (members, { db }) => members.register(mailSettingsRoutes, { prefix: '/mail', db }),
  admin: (admins, { db, mail, limits }) =>
    admins.register(mailAdminRoutes, {
      prefix: '/mail',
      db,
      mail,
      testMailsPerHour: limits.testMailsPerHour,
    }),
};

export { isOptedOut, queueCopy, setPreference } from './mail.service.ts';
export { mailOptOuts } from './mail.table.ts';
export { outbox } from './mail.table.ts';
export { createTransport } from './mail-transport.ts';
export { deliverMailTask } from './mail.tasks.ts';
export { requeueWaitingMail } from './mail.service.ts';
