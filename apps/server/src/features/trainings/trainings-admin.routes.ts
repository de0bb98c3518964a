import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  setTrainingActiveSchema,
  trainingInputSchema,
  trainingListQuerySchema,
  trainingListSchema,
  trainingSchema,
} from '@hub/contract/trainings/training.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { actorOf, audited, recordAudit } from '../audit/audit.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  createTraining,
  deleteTraining,
  listAdminTrainings,
  setTrainingActive,
  updateTraining,
} from './trainings.service.ts';

/** /api/admin/trainings: administrators only. */
export const trainingsAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['trainings (admin)'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every training, active or not, newest first',
        querystring: trainingListQuerySchema,
        response: { 200: trainingListSchema },
      },
    },
    async (request) => listAdminTrainings(db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a training (active); attach a photo uploaded with purpose image',
        body: trainingInputSchema,
        response: { 201: trainingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await audited(
          db,
          actorOf(request),
          (tx) => createTraining(tx, request.body),
          (created) => ({
            action: 'training.create',
            targetType: 'training',
            targetId: created.id,
            details: { title: created.title },
          }),
        ),
      ),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a training; a new photo replaces the old one, whose file is deleted',
        params: idParamsSchema,
        body: trainingInputSchema,
        response: { 200: trainingSchema },
      },
    },
    async (request) =>
      updateTraining(db, storage, request.params.id, request.body, request.log, (tx, updated) =>
        recordAudit(tx, actorOf(request), {
          action: 'training.update',
          targetType: 'training',
          targetId: updated.id,
          details: { title: updated.title },
        }),
      ),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate a training',
        params: idParamsSchema,
        body: setTrainingActiveSchema,
        response: { 200: trainingSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => setTrainingActive(tx, request.params.id, request.body.isActive),
        (training) => ({
          action: training.isActive ? 'training.activate' : 'training.deactivate',
          targetType: 'training',
          targetId: training.id,
          details: { title: training.title },
        }),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a training and its photo',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteTraining(db, storage, request.params.id, request.log, (tx, deleted) =>
        recordAudit(tx, actorOf(request), {
          action: 'training.delete',
          targetType: 'training',
          targetId: request.params.id,
          details: { title: deleted.title },
        }),
      );
      return { ok: true as const };
    },
  );
};
