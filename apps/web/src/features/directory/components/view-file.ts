import type { Profile } from '@hub/contract/directory/profile.schema';
import { downloadFile } from '../../../lib/download.ts';
import { showToast } from '../../../lib/toast.ts';

/** Downloads a profile's portfolio (corporate) or CV (professional), or says it is not available. */
export async function viewProfileFile(profile: Pick<Profile, 'kind' | 'fileStorageId'>) {
  const missing =
    profile.kind === 'corporate' ? 'Portfolio file is not available' : 'CV file is not available';
  if (!profile.fileStorageId) {
    showToast({ title: 'Error', message: missing, isDestructive: true });
    return;
  }
  try {
    await downloadFile(`/files/${profile.fileStorageId}`);
  } catch {
    showToast({ title: 'Error', message: missing, isDestructive: true });
  }
}
