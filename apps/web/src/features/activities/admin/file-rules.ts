import { FILE_RULES, fileTooLargeMessage } from '@hub/contract/files/file.schema';
import { showToast } from '../../../lib/toast.ts';
import { type TextKey, text } from './texts.ts';

/** Spec/admin.md section 5: each file's types, size and its own 'too large' message (worded when shown). */
export const ACTIVITY_FILES: Record<
  'paddle' | 'image' | 'document',
  { accept: readonly string[]; maxMegabytes: number; tooLarge: TextKey }
> = {
  paddle: {
    accept: FILE_RULES.document.extensions,
    maxMegabytes: 10,
    tooLarge: 'activities.admin.paddleTooLarge',
  },
  image: { accept: FILE_RULES.image.extensions, maxMegabytes: 5, tooLarge: 'activities.admin.imageTooLarge' },
  document: {
    accept: FILE_RULES.document.extensions,
    maxMegabytes: 10,
    tooLarge: 'activities.admin.documentTooLarge',
  },
};

/**
 * A refused file: too large shows the toast 'File too large' with the file's own message; a wrong type the
 * type message. Answers the message to show under the field.
 */
export function rejectActivityFile(kind: keyof typeof ACTIVITY_FILES, message: string) {
  const rules = ACTIVITY_FILES[kind];
  const isTooLarge = message === fileTooLargeMessage(rules.maxMegabytes);
  const shown = isTooLarge ? text(rules.tooLarge) : message;
  showToast({
    title: text(isTooLarge ? 'activities.admin.fileTooLarge' : 'activities.admin.error'),
    message: shown,
    isDestructive: true,
  });
  return shown;
}
