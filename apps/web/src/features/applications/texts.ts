import type { ApplicationStatus } from '@hub/contract/enums';
import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The applications' texts residents read (the dashboard's are in admin/texts.ts). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));

/** The label of each status; the status itself is what the server stores and filters by. */
const STATUS_KEYS: Record<ApplicationStatus, keyof typeof en> = {
  submitted: 'applications.status.submitted',
  under_review: 'applications.status.underReview',
  interview: 'applications.status.interview',
  accepted: 'applications.status.accepted',
  rejected: 'applications.status.rejected',
};

/** Words an application's status in the active language ('Under Review'). */
export function useStatusLabel() {
  const t = useText();
  return (status: ApplicationStatus) => t(STATUS_KEYS[status]);
}
