import type { PaddleDocumentState, TripList } from '@hub/contract/activities/activity.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { activityKeys } from './activity-keys.ts';

export const TRIPS_PAGE_SIZE = 12;

/** The paddle club's one document, or null until an administrator uploads it. */
const paddleDocumentQuery = queryOptions({
  queryKey: activityKeys.paddle,
  queryFn: () => api.get<PaddleDocumentState>('/activities/paddle'),
});
export const usePaddleDocument = () => useQuery(paddleDocumentQuery);

/** Active trips, newest first. */
const tripsQuery = (page: number) =>
  queryOptions({
    queryKey: activityKeys.trips(page),
    queryFn: () => api.get<TripList>(`/activities/trips${toQuery({ page, pageSize: TRIPS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
export const useTrips = (page: number) => useQuery(tripsQuery(page));
