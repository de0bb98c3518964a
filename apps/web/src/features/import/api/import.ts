import type { ImportAnalysis, ImportRun, ImportRunRequest } from '@hub/contract/import/import.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { uploadForm } from '../../../lib/upload.ts';

/** Uploads the export; answers the tables found and what each was recognised as. */
export function useUploadExport(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('archive', file);
      return uploadForm<ImportAnalysis>('/admin/import/uploads', form, onProgress);
    },
  });
}

/** Runs an uploaded export with the confirmed mapping, as a dry run or for real. */
export function useRunImport() {
  return useMutation({
    mutationFn: ({ uploadId, ...request }: ImportRunRequest & { uploadId: string }) =>
      api.post<ImportRun>(`/admin/import/uploads/${uploadId}/run`, request),
  });
}

export const downloadImportReport = (runId: string) => downloadFile(`/admin/import/runs/${runId}/report.csv`);
