import { myActivitySchema } from '@hub/contract/my-activity/my-activity.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readMyActivity } from './my-activity.service.ts';

/** /api/me/activity: the signed-in member's own applications, posts, CV and profile. */
export const myActivityRoutes = taggedPlugin(['my activity'], ({ read }, { db }: { db: Database }) =>
  read('/activity', {
    summary: 'My applications, posts, CV and profile',
    response: myActivitySchema,
    read: (request) => readMyActivity(db, currentUser(request)),
  }),
);
