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
import { idParamsSchema, okSchema } from '@hub/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import { actorOf, audited, recordAudit } from '../audit/audit.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  createTrip,
  deleteTrip,
  listAdminTrips,
  setPaddleDocument,
  setTripActive,
  updateTrip,
} from './activities.service.ts';

/** /api/admin/activities: administrators only. */
export const activitiesAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['activities (admin)'];

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

  app.get(
    '/trips',
    {
      schema: {
        tags,
        summary: 'Every trip, active or not, newest first',
        querystring: tripListQuerySchema,
        response: { 200: tripListSchema },
      },
    },
    async (request) => listAdminTrips(db, request.query),
  );

  app.post(
    '/trips',
    {
      schema: {
        tags,
        summary: 'Create a trip (active); attach an image and a document uploaded first',
        body: tripInputSchema,
        response: { 201: tripSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await audited(
          db,
          actorOf(request),
          (tx) => createTrip(tx, request.body, currentUser(request).email),
          (created) => ({
            action: 'trip.create',
            targetType: 'trip',
            targetId: created.id,
            details: { name: created.name },
          }),
        ),
      ),
  );

  app.put(
    '/trips/:id',
    {
      schema: {
        tags,
        summary: 'Edit a trip; a new image or document replaces the old one, whose file is deleted',
        params: idParamsSchema,
        body: updateTripSchema,
        response: { 200: tripSchema },
      },
    },
    async (request) =>
      updateTrip(db, storage, request.params.id, request.body, request.log, (tx, updated) =>
        recordAudit(tx, actorOf(request), {
          action: 'trip.update',
          targetType: 'trip',
          targetId: updated.id,
          details: { name: updated.name },
        }),
      ),
  );

  app.patch(
    '/trips/:id',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate a trip',
        params: idParamsSchema,
        body: setTripActiveSchema,
        response: { 200: tripSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => setTripActive(tx, request.params.id, request.body.isActive),
        (trip) => ({
          action: trip.isActive ? 'trip.activate' : 'trip.deactivate',
          targetType: 'trip',
          targetId: trip.id,
          details: { name: trip.name },
        }),
      ),
  );

  app.delete(
    '/trips/:id',
    {
      schema: {
        tags,
        summary: 'Delete a trip with its image and document',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteTrip(db, storage, request.params.id, request.log, (tx, deleted) =>
        recordAudit(tx, actorOf(request), {
          action: 'trip.delete',
          targetType: 'trip',
          targetId: request.params.id,
          details: { name: deleted.name },
        }),
      );
      return { ok: true as const };
    },
  );
};
