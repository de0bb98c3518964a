import {
  paddleDocumentSchema,
  setPaddleDocumentSchema,
  setTripActiveSchema,
  tripInputSchema,
  tripListQuerySchema,
  tripListSchema,
  tripSchema,
  updateTripSchema,
} from '@hub/contract/activities/activity.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf, recordAudit } from '../../lib/audit-trail.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import {
  createTrip,
  deleteTrip,
  listAdminTrips,
  setPaddleDocument,
  setTripActive,
  updateTrip,
} from './activities.service.ts';

const tags = ['activities (admin)'];

/** /api/admin/activities: administrators only. */
export const activitiesAdminRoutes = adminPlugin(
  { tags, targetType: 'trip', describe: detailsOf('name') },
  (trips, { db, storage }: { db: Database; storage: FileStorage }, app) => {
    app.put(
      '/paddle',
      {
        schema: {
          tags,
          summary: 'Set the paddle club document (uploaded with purpose document); the old file is deleted',
          body: setPaddleDocumentSchema,
          response: { 200: paddleDocumentSchema },
        },
      },
      async (request) =>
        setPaddleDocument(
          { db, storage, log: request.log },
          request.body.storageId,
          currentUser(request).email,
          (tx, document) =>
            recordAudit(tx, actorOf(request), {
              action: 'paddle-document.upload',
              targetType: 'paddle-document',
              targetId: document.documentStorageId,
              details: { fileName: document.documentFileName },
            }),
        ),
    );

    trips.editable('/trips', {
      storage,
      schemas: {
        listQuery: tripListQuerySchema,
        list: tripListSchema,
        item: tripSchema,
        create: tripInputSchema,
        update: updateTripSchema,
        patch: setTripActiveSchema,
      },
      summaries: {
        list: 'Every trip, active or not, newest first',
        create: 'Create a trip (active); attach an image and a document uploaded first',
        update: 'Edit a trip; a new image or document replaces the old one, whose file is deleted',
        patch: 'Activate or deactivate a trip',
        delete: 'Delete a trip with its image and document',
      },
      actions: {
        create: 'trip.create',
        update: 'trip.update',
        patch: (trip) => (trip.isActive ? 'trip.activate' : 'trip.deactivate'),
        delete: 'trip.delete',
      },
      service: {
        list: listAdminTrips,
        create: createTrip,
        update: updateTrip,
        patch: setTripActive,
        delete: deleteTrip,
      },
    });
  },
);
