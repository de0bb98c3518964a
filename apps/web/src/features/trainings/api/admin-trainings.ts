import type { Training, TrainingInput, TrainingList } from '@hub/contract/trainings/training.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, useChange, useDeleteRow } from '../../../lib/queries.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { trainingKeys } from './training-keys.ts';

export const ADMIN_TRAININGS_PAGE_SIZE = 20;

const adminTrainingsQuery = (page: number) =>
  pageQuery<TrainingList>(trainingKeys.admin, '/admin/trainings', {
    page,
    pageSize: ADMIN_TRAININGS_PAGE_SIZE,
  });
export const useAdminTrainings = (page: number) => useQuery(adminTrainingsQuery(page));

/** After any change: the dashboard's list and the residents' training page. */
const REFRESHED = [trainingKeys.admin, trainingKeys.listed];

/** A new photo, if any, is uploaded first (with progress); then the training is saved with its id. */
type SaveTraining = { training: Omit<TrainingInput, 'photoStorageId'>; photo: File | null };

/** Uploads the photo, runs `save`, and deletes the uploaded photo again if saving fails. */
async function withPhoto<T>(
  photo: File | null,
  onProgress: (percent: number) => void,
  save: (photoStorageId: string | undefined) => Promise<T>,
) {
  const uploaded = photo ? await uploadFile(photo, 'image', onProgress) : null;
  try {
    return await save(uploaded?.storageId);
  } catch (error) {
    if (uploaded) await api.delete(`/files/${uploaded.storageId}`).catch(() => undefined);
    throw error;
  }
}

export const useCreateTraining = (onProgress: (percent: number) => void) =>
  useChange(
    ({ training, photo }: SaveTraining) =>
      withPhoto(photo, onProgress, (photoStorageId) =>
        api.post<Training>('/admin/trainings', { ...training, photoStorageId }),
      ),
    REFRESHED,
  );

export const useUpdateTraining = (onProgress: (percent: number) => void) =>
  useChange(
    // Without a new photo, photoStorageId is left out and the current photo stays.
    ({ id, training, photo }: SaveTraining & { id: string }) =>
      withPhoto(photo, onProgress, (photoStorageId) =>
        api.put<Training>(`/admin/trainings/${id}`, { ...training, photoStorageId }),
      ),
    REFRESHED,
  );

export const useSetTrainingActive = () =>
  useChange(
    ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.patch<Training>(`/admin/trainings/${id}`, { isActive }),
    REFRESHED,
  );

export const useDeleteTraining = () => useDeleteRow('/admin/trainings', REFRESHED);
