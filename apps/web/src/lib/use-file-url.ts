import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { text } from '../i18n/i18n.ts';
import { ApiError } from './api-client.ts';
import { readSessionId } from './session-storage.ts';

/** Reads a stored file's bytes with the bearer token (an <img src> cannot send it). */
async function fetchFileBlob(storageId: string, signal: AbortSignal): Promise<Blob> {
  const sessionId = readSessionId();
  const response = await fetch(`/api/files/${encodeURIComponent(storageId)}`, {
    headers: sessionId ? { authorization: `Bearer ${sessionId}` } : {},
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, text('files.fileUnavailable'));
  return response.blob();
}

/** A stored file's bytes, cached once for every component showing it. */
const fileBlobKey = (storageId: string | null | undefined) => ['file-blob', storageId] as const;

/**
 * An object URL for a stored file, e.g. a benefit image, for use in `<img src>`. The bytes are cached by the
 * query client (shared by every component showing the same file); each component makes its own object URL
 * and revokes it when it unmounts or the file changes.
 */
export function useFileUrl(storageId: string | null | undefined) {
  const file = useQuery({
    queryKey: fileBlobKey(storageId),
    queryFn: ({ signal }) => fetchFileBlob(storageId ?? '', signal),
    enabled: Boolean(storageId),
    staleTime: Number.POSITIVE_INFINITY,
    // A missing or forbidden file will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file.data) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);

  return { url, isError: file.isError, isLoading: Boolean(storageId) && !file.isError && url === null };
}
