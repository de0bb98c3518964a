import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { pushRoutes } from './push.routes.ts';

/** The push notifications a member subscribes to. */
export const pushFeature: Feature<{ db: Database; config: Config; vapidPublicKey: string }> = {
  member: (members, needs) =>
    members.register(pushRoutes, {
      prefix: '/push',
      db: needs.db,
      config: needs.config,
      publicKey: needs.vapidPublicKey,
    }),
};
export { resolveVapidKeys } from './vapid-keys.ts';

export { applicationStatusPush, jobAlertPush, postDecisionPush } from './push-messages.ts';
export { queuePush, scheduleReviewPush } from './push.service.ts';
export { deliverPushTask, reviewPushTask } from './push.tasks.ts';
