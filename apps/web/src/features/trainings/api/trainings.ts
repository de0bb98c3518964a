import type { TrainingList } from '@hub/contract/trainings/training.schema';
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../../../lib/queries.ts';
import { trainingKeys } from './training-keys.ts';

export const TRAININGS_PAGE_SIZE = 12;

/** /training: active training programmes, newest first. */
const trainingsQuery = (page: number) =>
  pageQuery<TrainingList>(trainingKeys.listed, '/trainings', { page, pageSize: TRAININGS_PAGE_SIZE });
export const useTrainings = (page: number) => useQuery(trainingsQuery(page));
