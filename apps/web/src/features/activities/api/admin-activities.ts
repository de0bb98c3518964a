import type {
  PaddleDocument,
  Trip,
  TripInput,
  TripList,
  UpdateTrip,
} from '@hub/contract/activities/activity.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { activityKeys } from './activity-keys.ts';

export const ADMIN_TRIPS_PAGE_SIZE = 20;

export const adminTripsQuery = (page: number) =>
  queryOptions({
    queryKey: [...activityKeys.adminTrips, { page }],
    queryFn: () =>
      api.get<TripList>(`/admin/activities/trips${toQuery({ page, pageSize: ADMIN_TRIPS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
export const useAdminTrips = (page: number) => useQuery(adminTripsQuery(page));

/** After any change: the dashboard's lists and the residents' Activities page. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [activityKeys.adminTrips, activityKeys.listed].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** What is being uploaded, for the progress bar. */
export type UploadProgress = { label: string; percent: number };
type OnProgress = (progress: UploadProgress) => void;

type Upload = { file: File; purpose: 'image' | 'document'; label: string };

/**
 * Uploads the chosen files one after another (with progress), then runs `save` with their ids. If anything
 * fails, the files uploaded for it are deleted again so nothing is left behind.
 */
async function withUploads<T>(
  uploads: (Upload | null)[],
  onProgress: OnProgress,
  save: (storageIds: (string | undefined)[]) => Promise<T>,
) {
  const storageIds: (string | undefined)[] = [];
  try {
    for (const upload of uploads) {
      if (!upload) {
        storageIds.push(undefined);
        continue;
      }
      onProgress({ label: upload.label, percent: 0 });
      const stored = await uploadFile(upload.file, upload.purpose, (percent) =>
        onProgress({ label: upload.label, percent }),
      );
      storageIds.push(stored.storageId);
    }
    return await save(storageIds);
  } catch (error) {
    await Promise.all(
      storageIds.filter(Boolean).map((id) => api.delete(`/files/${id}`).catch(() => undefined)),
    );
    throw error;
  }
}

export function useSetPaddleDocument(onProgress: OnProgress) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) =>
      withUploads([{ file, purpose: 'document', label: 'Uploading document' }], onProgress, ([storageId]) =>
        api.put<PaddleDocument>('/admin/activities/paddle', { storageId }),
      ),
    onSuccess: refresh,
  });
}

type TripFiles = { image: File | null; document: File | null };
const tripUploads = ({ image, document }: TripFiles): (Upload | null)[] => [
  image && { file: image, purpose: 'image', label: 'Uploading image' },
  document && { file: document, purpose: 'document', label: 'Uploading document' },
];

export function useCreateTrip(onProgress: OnProgress) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ trip, ...files }: { trip: Pick<TripInput, 'name' | 'description'> } & TripFiles) =>
      withUploads(tripUploads(files), onProgress, ([imageStorageId, documentStorageId]) =>
        api.post<Trip>('/admin/activities/trips', { ...trip, imageStorageId, documentStorageId }),
      ),
    onSuccess: refresh,
  });
}

/** Files left out keep the current ones; new ones replace them (the server deletes the old files). */
export function useUpdateTrip(onProgress: OnProgress) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      trip,
      ...files
    }: { id: string; trip: Pick<UpdateTrip, 'name' | 'description' | 'isActive'> } & TripFiles) =>
      withUploads(tripUploads(files), onProgress, ([imageStorageId, documentStorageId]) =>
        api.put<Trip>(`/admin/activities/trips/${id}`, { ...trip, imageStorageId, documentStorageId }),
      ),
    onSuccess: refresh,
  });
}

export function useSetTripActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.patch<Trip>(`/admin/activities/trips/${id}`, { isActive }),
    onSuccess: refresh,
  });
}

export function useDeleteTrip() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/activities/trips/${id}`),
    onSuccess: refresh,
  });
}
