import type { Backup, BackupList, BackupSettings, RestoreResult } from '@hub/contract/backup/backup.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { backupsKey } from './backup-keys.ts';
import { uploadForm } from '../../../lib/upload.ts';

export const BACKUPS_PAGE_SIZE = 10;

const backupsQuery = (page: number) =>
  queryOptions({
    queryKey: [...backupsKey, 'list', { page }],
    queryFn: () => api.get<BackupList>(`/admin/backups${toQuery({ page, pageSize: BACKUPS_PAGE_SIZE })}`),
  });
export const useBackups = (page: number) => useQuery(backupsQuery(page));

export const useBackupSettings = () =>
  useQuery({
    queryKey: [...backupsKey, 'settings'],
    queryFn: () => api.get<BackupSettings & { lastRunAt: string | null }>('/admin/backups/settings'),
  });

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Backup>('/admin/backups'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/backups/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

export function useSaveBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BackupSettings) => api.put('/admin/backups/settings', settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

/**
 * Restoring replaces everything and signs everyone out. Nothing is refetched here (every request would answer
 * 401 and sign the page out before it can say what happened); the caller reloads to the sign-in page instead.
 */
export function useRestoreBackup(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('archive', file);
      return uploadForm<RestoreResult>('/admin/backups/restore', form, onProgress);
    },
  });
}
