import type { IssuedInvite } from '@hub/contract/invites/invite.schema';
import type { WhitelistEntry } from '@hub/contract/whitelist/whitelist.schema';
import { useState } from 'react';
import type { RowColumn } from '../../../components/paged-list.tsx';
import { useSignInMode } from '../api/sign-in-mode.ts';
import { InviteCell } from './invite-cell.tsx';
import { InviteLinkDialog } from './invite-link-dialog.tsx';
import { useText } from './texts.ts';

/**
 * What the Whitelist tab adds when residents sign in by invite link (RESIDENT_SIGN_IN=invite): a column with each
 * entry's invite, the dialog that shows a link just made, and `show` for the link adding an entry made.
 */
export function useInviteLinks() {
  const t = useText();
  const mode = useSignInMode();
  const [shown, setShown] = useState<IssuedInvite | null>(null);
  const isOn = mode.data?.residentSignIn === 'invite';
  const column: RowColumn<WhitelistEntry> = {
    label: t('invites.admin.column'),
    cell: (entry) => <InviteCell entry={entry} onIssued={setShown} />,
  };
  return {
    isOn,
    columns: isOn ? [column] : [],
    show: (invite: IssuedInvite | undefined) => invite && setShown(invite),
    dialog: <InviteLinkDialog invite={shown} onClose={() => setShown(null)} />,
  };
}
