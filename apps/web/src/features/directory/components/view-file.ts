import type { Profile } from '@hub/contract/directory/profile.schema';
import { downloadFile } from '../../../lib/download.ts';
import { showToast } from '../../../lib/toast.ts';
import { text } from '../texts.ts';

/** Downloads a profile's portfolio (corporate) or CV (professional), or says it is not available. */
export async function viewProfileFile(profile: Pick<Profile, 'kind' | 'fileStorageId'>) {
  const missing =
    profile.kind === 'corporate' ? text('directory.portfolioUnavailable') : text('directory.cvUnavailable');
  if (!profile.fileStorageId) {
    showToast({ title: text('directory.error'), message: missing, isDestructive: true });
    return;
  }
  try {
    await downloadFile(`/files/${profile.fileStorageId}`);
  } catch {
    showToast({ title: text('directory.error'), message: missing, isDestructive: true });
  }
}
