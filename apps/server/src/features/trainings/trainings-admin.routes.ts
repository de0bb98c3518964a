import { idParamsSchema } from '@hub/contract/common';
import {
  setTrainingActiveSchema,
  trainingInputSchema,
  trainingListQuerySchema,
  trainingListSchema,
  trainingSchema,
} from '@hub/contract/trainings/training.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  createTraining,
  deleteTraining,
  listAdminTrainings,
  setTrainingActive,
  updateTraining,
} from './trainings.service.ts';

/** /api/admin/trainings: administrators only. */
export const trainingsAdminRoutes = adminPlugin(
  { tags: ['trainings (admin)'], targetType: 'training', describe: detailsOf('title') },
  (routes, { db, storage }: { db: Database; storage: FileStorage }) => {
    routes.list('/', {
      summary: 'Every training, active or not, newest first',
      querystring: trainingListQuerySchema,
      response: trainingListSchema,
      read: (request) => listAdminTrainings(db, request.query),
    });

    routes.change('POST', '/', {
      summary: 'Create a training (active); attach a photo uploaded with purpose image',
      body: trainingInputSchema,
      response: trainingSchema,
      status: 201,
      action: 'training.create',
      run: (tx, request) => createTraining(tx, request.body),
    });

    routes.change('PUT', '/:id', {
      summary: 'Edit a training; a new photo replaces the old one, whose file is deleted',
      params: idParamsSchema,
      body: trainingInputSchema,
      response: trainingSchema,
      action: 'training.update',
      runOwnTransaction: (request, audit) =>
        updateTraining(db, storage, request.params.id, request.body, request.log, audit),
    });

    routes.change('PATCH', '/:id', {
      summary: 'Activate or deactivate a training',
      params: idParamsSchema,
      body: setTrainingActiveSchema,
      response: trainingSchema,
      action: (training) => (training.isActive ? 'training.activate' : 'training.deactivate'),
      run: (tx, request) => setTrainingActive(tx, request.params.id, request.body.isActive),
    });

    routes.delete('/:id', {
      summary: 'Delete a training and its photo',
      params: idParamsSchema,
      action: 'training.delete',
      runOwnTransaction: (request, audit) =>
        deleteTraining(db, storage, request.params.id, request.log, audit),
    });
  },
);
