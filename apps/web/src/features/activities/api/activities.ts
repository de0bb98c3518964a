import type { PaddleDocumentState, TripList } from '@hub/contract/activities/activity.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery } from '../../../lib/queries.ts';
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
  pageQuery<TripList>([...activityKeys.listed, 'trips'], '/activities/trips', {
    page,
    pageSize: TRIPS_PAGE_SIZE,
  });
export const useTrips = (page: number) => useQuery(tripsQuery(page));
