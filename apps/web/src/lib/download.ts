import { ApiError } from './api-client.ts';
import { readSessionId } from './session-storage.ts';

/** Downloads a protected file (the bearer token cannot ride on a plain link) and saves it under its name. */
export async function downloadFile(path: string) {
  const sessionId = readSessionId();
  const response = await fetch(`/api${path}`, {
    headers: sessionId ? { authorization: `Bearer ${sessionId}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiError(response.status, body?.error?.message ?? 'Document is not available');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? 'download');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
