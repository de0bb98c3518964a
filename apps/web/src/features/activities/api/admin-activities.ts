import type {
  PaddleDocument,
  Trip,
  TripInput,
  TripList,
  UpdateTrip,
} from '@hub/contract/activities/activity.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, useChange, useDeleteRow } from '../../../lib/queries.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { activityKeys } from './activity-keys.ts';

export const ADMIN_TRIPS_PAGE_SIZE = 20;

const adminTripsQuery = (page: number) =>
  pageQuery<TripList>(activityKeys.adminTrips, '/admin/activities/trips', {
    page,
    pageSize: ADMIN_TRIPS_PAGE_SIZE,
  });
export const useAdminTrips = (page: number) => useQuery(adminTripsQuery(page));

/** After any change: the dashboard's lists and the residents' Activities page. */
const REFRESHED = [activityKeys.adminTrips, activityKeys.listed];

type Upload = { file: File; purpose: 'image' | 'document' };

/** What is being uploaded (the progress bar words it), and how far it is. */
export type UploadProgress = { purpose: Upload['purpose']; percent: number };
type OnProgress = (progress: UploadProgress) => void;

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
      onProgress({ purpose: upload.purpose, percent: 0 });
      const stored = await uploadFile(upload.file, upload.purpose, (percent) =>
        onProgress({ purpose: upload.purpose, percent }),
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

export const useSetPaddleDocument = (onProgress: OnProgress) =>
  useChange(
    (file: File) =>
      withUploads([{ file, purpose: 'document' }], onProgress, ([storageId]) =>
        api.put<PaddleDocument>('/admin/activities/paddle', { storageId }),
      ),
    REFRESHED,
  );

type TripFiles = { image: File | null; document: File | null };
const tripUploads = ({ image, document }: TripFiles): (Upload | null)[] => [
  image && { file: image, purpose: 'image' },
  document && { file: document, purpose: 'document' },
];

export const useCreateTrip = (onProgress: OnProgress) =>
  useChange(
    ({ trip, ...files }: { trip: Pick<TripInput, 'name' | 'description' | 'documentName'> } & TripFiles) =>
      withUploads(tripUploads(files), onProgress, ([imageStorageId, documentStorageId]) =>
        api.post<Trip>('/admin/activities/trips', { ...trip, imageStorageId, documentStorageId }),
      ),
    REFRESHED,
  );

/** Files left out keep the current ones; new ones replace them (the server deletes the old files). */
export const useUpdateTrip = (onProgress: OnProgress) =>
  useChange(
    ({
      id,
      trip,
      ...files
    }: {
      id: string;
      trip: Pick<UpdateTrip, 'name' | 'description' | 'documentName' | 'isActive'>;
    } & TripFiles) =>
      withUploads(tripUploads(files), onProgress, ([imageStorageId, documentStorageId]) =>
        api.put<Trip>(`/admin/activities/trips/${id}`, { ...trip, imageStorageId, documentStorageId }),
      ),
    REFRESHED,
  );

export const useSetTripActive = () =>
  useChange(
    ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.patch<Trip>(`/admin/activities/trips/${id}`, { isActive }),
    REFRESHED,
  );

export const useDeleteTrip = () => useDeleteRow('/admin/activities/trips', REFRESHED);
