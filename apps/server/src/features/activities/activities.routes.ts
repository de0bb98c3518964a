import {
  paddleDocumentStateSchema,
  tripListQuerySchema,
  tripListSchema,
} from '@hub/contract/activities/activity.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';

import { getPaddleDocument, listActiveTrips } from './activities.service.ts';

/** /api/activities: signed-in members see the paddle club document and the active trips. */
export const activitiesRoutes = taggedPlugin(['activities'], ({ read }, { db }: { db: Database }) => {
  read('/paddle', {
    summary: 'The paddle club document (null until one is uploaded); download it from /api/files',
    response: paddleDocumentStateSchema,
    read: () => getPaddleDocument(db),
  });
  read('/trips', {
    summary: 'Active trips, newest first',
    querystring: tripListQuerySchema,
    response: tripListSchema,
    read: (request) => listActiveTrips(db, request.query),
  });
});
