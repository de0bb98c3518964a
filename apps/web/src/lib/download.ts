import { showFailure } from './feedback.ts';
import type { FileLinkResponse } from '@hub/contract/files/file.schema';
import { text } from '../i18n/i18n.ts';
import { ApiError, api } from './api-client.ts';
import { readSessionId } from './session-storage.ts';

/** Downloads a protected file (the bearer token cannot ride on a plain link) and saves it under its name. */
export async function downloadFile(path: string) {
  const sessionId = readSessionId();
  const response = await fetch(`/api${path}`, {
    headers: sessionId ? { authorization: `Bearer ${sessionId}` } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw ApiError.fromAnswer(response.status, body, text('files.documentUnavailable'));
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

/**
 * Opens a stored file in a new tab through a signed link that works for a few minutes without a session (a tab
 * cannot send the bearer token). The tab is opened before anything is awaited, so the browser still counts it
 * as part of the click and does not block it as a pop-up; it is sent to the link once the server answers. If
 * the browser blocked it anyway, this tab follows the link: an attachment downloads without leaving the page.
 */
export async function openFileInNewTab(storageId: string) {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { url } = await api.post<FileLinkResponse>(`/files/${encodeURIComponent(storageId)}/link`);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Downloads from a button: a failure is told in the error toast instead of being lost. */
export const downloadOrTell = (path: string) =>
  downloadFile(path).catch((error: unknown) => showFailure('', error));
