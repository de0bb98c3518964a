import {
  setTrainingActiveSchema,
  trainingInputSchema,
  trainingListQuerySchema,
  trainingListSchema,
  trainingSchema,
} from '@hub/contract/trainings/training.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import type { FileStorage } from '../../lib/file-change.ts';
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
  (routes, { storage }: { db: Database; storage: FileStorage }) =>
    routes.editable('/', {
      storage,
      schemas: {
        listQuery: trainingListQuerySchema,
        list: trainingListSchema,
        item: trainingSchema,
        create: trainingInputSchema,
        update: trainingInputSchema,
        patch: setTrainingActiveSchema,
      },
      summaries: {
        list: 'Every training, active or not, newest first',
        create: 'Create a training (active); attach a photo uploaded with purpose image',
        update: 'Edit a training; a new photo replaces the old one, whose file is deleted',
        patch: 'Activate or deactivate a training',
        delete: 'Delete a training and its photo',
      },
      actions: {
        create: 'training.create',
        update: 'training.update',
        patch: (training) => (training.isActive ? 'training.activate' : 'training.deactivate'),
        delete: 'training.delete',
      },
      service: {
        list: listAdminTrainings,
        create: createTraining,
        update: updateTraining,
        patch: setTrainingActive,
        delete: deleteTraining,
      },
    }),
);
