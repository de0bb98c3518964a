import type { IssuedInvite } from '@hub/contract/invites/invite.schema';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/queries.ts';
import { whitelistKeys } from '../../../lib/query-keys.ts';

/** 'New link': a fresh invite link for a whitelist entry (administrators); the one before stops working. */
export const useIssueInvite = () =>
  useChange((id: string) => api.post<IssuedInvite>(`/admin/whitelist/${id}/invite`), [whitelistKeys.all]);
