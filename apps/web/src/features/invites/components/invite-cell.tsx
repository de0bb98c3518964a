import type { IssuedInvite } from '@hub/contract/invites/invite.schema';
import type { WhitelistEntry } from '@hub/contract/whitelist/whitelist.schema';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { confirmThenRun } from '../../../components/confirm.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { useIssueInvite } from '../api/issue-invite.ts';

const BADGES = {
  pending: { color: 'blue', label: 'Pending' },
  used: { color: 'teal', label: 'Used' },
  expired: { color: 'gray', label: 'Expired' },
} as const;

/** The line under an invite's state: until when it works, or when it was used or ran out. */
const whenOf = (invite: NonNullable<WhitelistEntry['invite']>) =>
  invite.state === 'used'
    ? `on ${formatLocalDateTime(invite.usedAt)}`
    : invite.state === 'pending'
      ? `until ${formatLocalDateTime(invite.expiresAt)}`
      : `on ${formatLocalDateTime(invite.expiresAt)}`;

/**
 * A whitelist row's invite (RESIDENT_SIGN_IN=invite): its state (pending, used, expired, or none yet) and the
 * button that makes a new link. A pending link is replaced only after the administrator confirms.
 */
export function InviteCell({
  entry,
  onIssued,
}: {
  entry: WhitelistEntry;
  onIssued: (invite: IssuedInvite) => void;
}) {
  const issue = useIssueInvite();
  const invite = entry.invite ?? null;
  const change = {
    run: async () => {
      const issued = await issue.mutateAsync(entry.id);
      onIssued(issued);
      return issued;
    },
    success: invite ? 'New invite link made. The earlier link no longer works.' : 'Invite link made.',
    failure: 'Failed to make an invite link',
  };
  const makeLink = () =>
    invite?.state === 'pending'
      ? void confirmThenRun(
          {
            title: 'New invite link',
            message: `Make a new invite link for ${entry.email}? The link they have now stops working.`,
            confirmLabel: 'Make new link',
            isDanger: false,
          },
          change,
        )
      : void runWithFeedback(change);

  return (
    <Stack gap={4} align="flex-start">
      {invite ? (
        <>
          <Badge variant="light" color={BADGES[invite.state].color}>
            {BADGES[invite.state].label}
          </Badge>
          <Text size="xs" c="dimmed">
            {whenOf(invite)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No invite yet
        </Text>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconLink size={14} aria-hidden />}
        aria-label={`New invite link for ${entry.email}`}
        loading={issue.isPending}
        disabled={!entry.isActive}
        onClick={makeLink}
      >
        New link
      </Button>
    </Stack>
  );
}
