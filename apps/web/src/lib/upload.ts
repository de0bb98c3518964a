import { text } from '../i18n/i18n.ts';
import { ApiError } from './api-client.ts';
import { readSessionId } from './session-storage.ts';

/**
 * Sends a multipart form (POST to create, PUT to replace) and reports upload progress (0 to 100). fetch cannot
 * report upload progress, so this one call uses XMLHttpRequest.
 */
export function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    const sessionId = readSessionId();
    if (sessionId) request.setRequestHeader('authorization', `Bearer ${sessionId}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      reject(ApiError.fromAnswer(request.status, body, text('files.uploadFailed')));
    };
    request.onerror = () => reject(new ApiError(0, text('files.uploadFailed')));
    request.send(form);
  });
}

/** POSTs a multipart form with upload progress (see sendForm). */
export function uploadForm<T>(path: string, form: FormData, onProgress?: (percent: number) => void) {
  return sendForm<T>('POST', path, form, onProgress);
}

/** Uploads one file for a purpose; answers the stored file's id. */
export const uploadFile = (file: File, purpose: string, onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<{ storageId: string; fileName: string }>(`/files?purpose=${purpose}`, form, onProgress);
};
