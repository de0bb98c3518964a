import type { TrainingList } from '@hub/contract/trainings/training.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { trainingKeys } from './training-keys.ts';

export const TRAININGS_PAGE_SIZE = 12;

/** /training: active training programmes, newest first. */
const trainingsQuery = (page: number) =>
  queryOptions({
    queryKey: trainingKeys.list(page),
    queryFn: () => api.get<TrainingList>(`/trainings${toQuery({ page, pageSize: TRAININGS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
export const useTrainings = (page: number) => useQuery(trainingsQuery(page));
