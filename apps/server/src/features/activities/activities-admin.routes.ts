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
import { idParamsSchema } from '@hub/contract/common';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf, recordAudit } from '../audit/audit.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
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
          db,
          storage,
          request.body.storageId,
          currentUser(request).email,
          request.log,
          (tx, document) =>
            recordAudit(tx, actorOf(request), {
              action: 'paddle-document.upload',
              targetType: 'paddle-document',
              targetId: document.documentStorageId,
              details: { fileName: document.documentFileName },
            }),
        ),
    );

    trips.list('/trips', {
      summary: 'Every trip, active or not, newest first',
      querystring: tripListQuerySchema,
      response: tripListSchema,
      read: (request) => listAdminTrips(db, request.query),
    });

    trips.change('POST', '/trips', {
      summary: 'Create a trip (active); attach an image and a document uploaded first',
      body: tripInputSchema,
      response: tripSchema,
      status: 201,
      action: 'trip.create',
      run: (tx, request) => createTrip(tx, request.body, currentUser(request).email),
    });

    trips.change('PUT', '/trips/:id', {
      summary: 'Edit a trip; a new image or document replaces the old one, whose file is deleted',
      params: idParamsSchema,
      body: updateTripSchema,
      response: tripSchema,
      action: 'trip.update',
      runOwnTransaction: (request, audit) =>
        updateTrip(db, storage, request.params.id, request.body, request.log, audit),
    });

    trips.change('PATCH', '/trips/:id', {
      summary: 'Activate or deactivate a trip',
      params: idParamsSchema,
      body: setTripActiveSchema,
      response: tripSchema,
      action: (trip) => (trip.isActive ? 'trip.activate' : 'trip.deactivate'),
      run: (tx, request) => setTripActive(tx, request.params.id, request.body.isActive),
    });

    trips.delete('/trips/:id', {
      summary: 'Delete a trip with its image and document',
      params: idParamsSchema,
      action: 'trip.delete',
      runOwnTransaction: (request, audit) => deleteTrip(db, storage, request.params.id, request.log, audit),
    });
  },
);
