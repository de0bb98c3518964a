import { trainingListQuerySchema, trainingListSchema } from '@hub/contract/trainings/training.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';

import { listActiveTrainings } from './trainings.service.ts';

/** /api/trainings: signed-in members see the active training programmes. */
export const trainingsRoutes = taggedPlugin(['trainings'], ({ read }, { db }: { db: Database }) =>
  read('/', {
    summary: 'Active training programmes, newest first',
    cache: { tables: ['trainings'], per: 'role' },
    querystring: trainingListQuerySchema,
    response: trainingListSchema,
    read: (request) => listActiveTrainings(db, request.query),
  }),
);
