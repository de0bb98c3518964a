import type { AccessRequest } from '@hub/contract/access-requests/access-request.schema';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { useInviteLinks } from '../../invites/admin.ts';
import { useDecideAccessRequest } from '../api/access-requests.ts';
import { useText } from './texts.ts';

/**
 * Approve or reject a pending access request with the spec's toasts: the tab's rows and the Needs review queue. In
 * invite mode an approval answers with the resident's first invite link, shown in `inviteDialog` (render it where
 * it outlives the request's row, which leaves the list once decided).
 */
export function useAccessRequestDecision() {
  // The toasts' texts: the Needs review queue may show no other text of this feature, so they load here.
  const t = useText();
  const decide = useDecideAccessRequest();
  const invites = useInviteLinks();
  /** The toasts of a decision, as the spec words them. */
  const toasts = (decision: 'approved' | 'rejected') =>
    decision === 'approved'
      ? { success: t('access-requests.admin.approved'), failure: t('access-requests.admin.approveFailed') }
      : { success: t('access-requests.admin.rejected'), failure: t('access-requests.admin.rejectFailed') };
  return {
    decide: (request: AccessRequest, decision: 'approved' | 'rejected') =>
      runWithFeedback({
        run: () =>
          decide.mutateAsync({ id: request.id, status: decision }).then((decided) => {
            invites.show(decided.issuedInvite);
            return decided;
          }),
        ...toasts(decision),
      }),
    isBusy: decide.isPending,
    inviteDialog: invites.dialog,
  };
}
