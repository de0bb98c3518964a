import type { CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { downloadFile, openFileInNewTab } from '../../../lib/download.ts';
import { errorMessage, showToast } from '../../../lib/toast.ts';
import { text } from '../texts.ts';

const sayFailed = (error: unknown) =>
  showToast({
    title: text('cv-showcase.error'),
    message: errorMessage(error, text('cv-showcase.fileNotAvailable')),
    isDestructive: true,
  });

/**
 * Downloads a CV's file, or says it is not available. The admin CVs tab asks for `isNewTabFallback`: a failed
 * download then opens the file in a new tab instead (spec/admin.md, CVs), through a short-lived signed link
 * since a tab cannot carry the bearer token.
 */
export async function viewCv(cv: Pick<CvEntry, 'cvStorageId'>, { isNewTabFallback = false } = {}) {
  const { cvStorageId } = cv;
  if (!cvStorageId) return sayFailed(null);
  try {
    await downloadFile(`/files/${cvStorageId}`);
  } catch (error) {
    if (isNewTabFallback) await openFileInNewTab(cvStorageId).catch(sayFailed);
    else sayFailed(error);
  }
}
