import type { CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { downloadFile } from '../../../lib/download.ts';
import { showToast } from '../../../lib/toast.ts';

/** Downloads a CV's file (shared with every member), or says it is not available. */
export async function viewCv(cv: Pick<CvEntry, 'cvStorageId'>) {
  if (!cv.cvStorageId) {
    showToast({ title: 'Error', message: 'CV file is not available', isDestructive: true });
    return;
  }
  try {
    await downloadFile(`/files/${cv.cvStorageId}`);
  } catch (error) {
    showToast({
      title: 'Error',
      message: error instanceof Error ? error.message : 'CV file is not available',
      isDestructive: true,
    });
  }
}
