import { downloadFile } from '../../../lib/download.ts';
import { showToast } from '../../../lib/toast.ts';
import { text } from '../texts.ts';

/** Downloads an activity document; a missing one says 'Document is not available'. */
export async function openDocument(storageId: string | null) {
  const notAvailable = () =>
    showToast({
      title: text('activities.error'),
      message: text('activities.documentMissing'),
      isDestructive: true,
    });
  if (!storageId) return notAvailable();
  try {
    await downloadFile(`/files/${storageId}`);
  } catch {
    notAvailable();
  }
}
