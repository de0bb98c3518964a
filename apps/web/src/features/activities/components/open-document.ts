import { ACTIVITY_MESSAGES } from '@hub/contract/activities/activity.schema';
import { downloadFile } from '../../../lib/download.ts';
import { showToast } from '../../../lib/toast.ts';

/** Downloads an activity document; a missing one says 'Document is not available'. */
export async function openDocument(storageId: string | null) {
  const notAvailable = () =>
    showToast({ title: 'Error', message: ACTIVITY_MESSAGES.documentMissing, isDestructive: true });
  if (!storageId) return notAvailable();
  try {
    await downloadFile(`/files/${storageId}`);
  } catch {
    notAvailable();
  }
}
