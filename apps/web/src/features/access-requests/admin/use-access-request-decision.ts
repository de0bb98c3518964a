import type { AccessRequest } from '@hub/contract/access-requests/access-request.schema';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { useInviteLinks } from '../../invites/admin.ts';
import { useDecideAccessRequest } from '../api/access-requests.ts';

/** The toasts of a decision, as the spec words them. */
const DECISION_TOASTS = {
  approved: { success: 'Access request approved successfully!', failure: 'Failed to approve access request' },
  rejected: { success: 'Access request rejected successfully!', failure: 'Failed to reject access request' },
} as const;

/**
 * Approve or reject a pending access request with the spec's toasts: the tab's rows and the Needs review queue. In
 * invite mode an approval answers with the resident's first invite link, shown in `inviteDialog` (render it where
 * it outlives the request's row, which leaves the list once decided).
 */
export function useAccessRequestDecision() {
  const decide = useDecideAccessRequest();
  const invites = useInviteLinks();
  return {
    decide: (request: AccessRequest, decision: 'approved' | 'rejected') =>
      runWithFeedback({
        run: () =>
          decide.mutateAsync({ id: request.id, status: decision }).then((decided) => {
            invites.show(decided.issuedInvite);
            return decided;
          }),
        ...DECISION_TOASTS[decision],
      }),
    isBusy: decide.isPending,
    inviteDialog: invites.dialog,
  };
}
