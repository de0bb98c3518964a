import { ACTIVITY_MESSAGES } from '@hub/contract/activities/activity.schema';
import { FILE_RULES, fileTooLargeMessage } from '@hub/contract/files/file.schema';
import { showToast } from '../../../lib/toast.ts';

/** Spec/admin.md section 5: each file's types, size and its own 'too large' message. */
export const ACTIVITY_FILES = {
  paddle: {
    accept: FILE_RULES.document.extensions,
    maxMegabytes: 10,
    tooLarge: ACTIVITY_MESSAGES.paddleTooLarge,
  },
  image: { accept: FILE_RULES.image.extensions, maxMegabytes: 5, tooLarge: ACTIVITY_MESSAGES.imageTooLarge },
  document: {
    accept: FILE_RULES.document.extensions,
    maxMegabytes: 10,
    tooLarge: ACTIVITY_MESSAGES.documentTooLarge,
  },
} as const;

/**
 * A refused file: too large shows the toast 'File too large' with the file's own message; a wrong type the
 * type message. Answers the message to show under the field.
 */
export function rejectActivityFile(kind: keyof typeof ACTIVITY_FILES, message: string) {
  const rules = ACTIVITY_FILES[kind];
  const isTooLarge = message === fileTooLargeMessage(rules.maxMegabytes);
  const text = isTooLarge ? rules.tooLarge : message;
  showToast({ title: isTooLarge ? 'File too large' : 'Error', message: text, isDestructive: true });
  return text;
}
