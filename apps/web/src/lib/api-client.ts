import type { ApiErrorBody } from '@hub/contract/common';
import { text } from '../i18n/i18n.ts';
import { readSessionId } from './session-storage.ts';
import { wordFieldMessages, wordMessage } from './contract-messages/word-message.ts';

/**
 * A failed API call: the server's status, its message (the spec's text where it has one) and field errors, in the
 * reader's language; `said` keeps the server's own words (the contract's English), for code that tells one refusal
 * from another.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly said: { message?: string; fields: Record<string, string> } = { fields: {} },
  ) {
    super(message);
  }

  /** The refusal in an answer's body (`{ error: { message, fields } }`), worded; `fallback` when it says none. */
  static fromAnswer(status: number, body: unknown, fallback: string) {
    const error = (body as Partial<ApiErrorBody> | null | undefined)?.error;
    const fields = error?.fields ?? {};
    return new ApiError(
      status,
      error?.message ? wordMessage(error.message) : fallback,
      wordFieldMessages(fields),
      { message: error?.message, fields },
    );
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const sessionId = readSessionId();
  if (sessionId) headers.authorization = `Bearer ${sessionId}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, text('apiClient.unreachable'));
  }
  const responseText = await response.text();
  const data = responseText ? safeJson(responseText) : undefined;
  // The server words its messages in English (the contract's); they are shown in the reader's language.
  if (!response.ok) throw ApiError.fromAnswer(response.status, data, `${response.status}: ${responseText}`);
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Methods rather than generic arrows (`<T>(path) =>`), which the catalogs' check, reading every file as TSX, takes
// for JSX.
export const api = {
  get<T>(path: string) {
    return request<T>('GET', path);
  },
  post<T>(path: string, body?: unknown) {
    return request<T>('POST', path, body ?? {});
  },
  put<T>(path: string, body: unknown) {
    return request<T>('PUT', path, body);
  },
  patch<T>(path: string, body: unknown) {
    return request<T>('PATCH', path, body);
  },
  /** A body is optional: removing a job or internship may say why. */
  delete<T>(path: string, body?: unknown) {
    return request<T>('DELETE', path, body);
  },
};

/** `?a=1&b=x` from an object, leaving out empty values. */
export function toQuery(params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
