import type { Training, TrainingInput, TrainingList } from '@hub/contract/trainings/training.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { trainingKeys } from './training-keys.ts';

export const ADMIN_TRAININGS_PAGE_SIZE = 20;

export const adminTrainingsQuery = (page: number) =>
  queryOptions({
    queryKey: [...trainingKeys.admin, { page }],
    queryFn: () =>
      api.get<TrainingList>(`/admin/trainings${toQuery({ page, pageSize: ADMIN_TRAININGS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
export const useAdminTrainings = (page: number) => useQuery(adminTrainingsQuery(page));

/** After any change: the dashboard's list and the residents' training page. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [trainingKeys.admin, trainingKeys.listed].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

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

export function useCreateTraining(onProgress: (percent: number) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ training, photo }: SaveTraining) =>
      withPhoto(photo, onProgress, (photoStorageId) =>
        api.post<Training>('/admin/trainings', { ...training, photoStorageId }),
      ),
    onSuccess: refresh,
  });
}

export function useUpdateTraining(onProgress: (percent: number) => void) {
  const refresh = useRefresh();
  return useMutation({
    // Without a new photo, photoStorageId is left out and the current photo stays.
    mutationFn: ({ id, training, photo }: SaveTraining & { id: string }) =>
      withPhoto(photo, onProgress, (photoStorageId) =>
        api.put<Training>(`/admin/trainings/${id}`, { ...training, photoStorageId }),
      ),
    onSuccess: refresh,
  });
}

export function useSetTrainingActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.patch<Training>(`/admin/trainings/${id}`, { isActive }),
    onSuccess: refresh,
  });
}

export function useDeleteTraining() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/trainings/${id}`),
    onSuccess: refresh,
  });
}
