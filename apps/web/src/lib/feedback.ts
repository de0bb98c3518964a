import { text } from '../i18n/i18n.ts';
import { ApiError } from './api-client.ts';
import { showToast } from './toast.ts';

/** The spec's success toast: 'Success' unless the spec titles it otherwise ('Deleted', 'Updated'). */
const showSuccess = (message: string, title = text('common.success')) => showToast({ title, message });

/**
 * The spec's failure toast: its text ('Failed to delete job'), then what the server said, when it said anything.
 * Where the spec words no failure, pass '' and the server's message is the toast.
 */
export function showFailure(failure: string, error: unknown) {
  const detail = error instanceof Error ? error.message : '';
  const message = failure && detail ? `${failure}. ${detail}` : failure || detail;
  showToast({ title: text('common.error'), message, isDestructive: true });
}

/**
 * What a failed change says went wrong, for a form to show beside its buttons: the server's message (or the
 * client's, when the server was not reached). Null when there is none, or when its field errors already show it
 * beside the fields they name.
 */
export function failureReason(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) return null;
  return error.message;
}

/** A success toast's message, or its title and message. */
type Told = string | { title: string; message: string };

/** One change and the words that tell how it went: what `runWithFeedback` takes. */
export type Feedback<T> = {
  run: () => Promise<T>;
  /** The success toast's message, or its title and message; a function reads the answer. */
  success: Told | ((result: T) => Told);
  failure: string;
  onDone?: () => void;
  /** Called with the error before the toast: a form puts the server's field errors on its fields. */
  onError?: (error: unknown) => void;
};

/**
 * Runs one change and tells the person how it went. It waits on the promise (mutateAsync), not on a mutation's
 * per-call callbacks: those never run once the row that asked has left the list.
 */
export async function runWithFeedback<T>({ run, success, failure, onDone, onError }: Feedback<T>) {
  try {
    const result = await run();
    const told = typeof success === 'function' ? success(result) : success;
    if (typeof told === 'string') showSuccess(told);
    else showSuccess(told.message, told.title);
    onDone?.();
    return true;
  } catch (error) {
    onError?.(error);
    showFailure(failure, error);
    return false;
  }
}
