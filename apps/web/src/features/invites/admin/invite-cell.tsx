import type { IssuedInvite } from '@hub/contract/invites/invite.schema';
import type { WhitelistEntry } from '@hub/contract/whitelist/whitelist.schema';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { confirmThenRun } from '../../../components/confirm.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { useIssueInvite } from '../api/issue-invite.ts';
import { useText } from './texts.ts';

const BADGES = {
  pending: { color: 'blue', labelId: 'invites.admin.pending' },
  used: { color: 'teal', labelId: 'invites.admin.used' },
  expired: { color: 'gray', labelId: 'invites.admin.expired' },
} as const;

/** The line under an invite's state: until when it works, or when it was used or ran out. */
function InviteWhen({ invite }: { invite: NonNullable<WhitelistEntry['invite']> }) {
  const t = useText();
  return invite.state === 'used'
    ? t('invites.admin.usedOn', { date: formatLocalDateTime(invite.usedAt) })
    : invite.state === 'pending'
      ? t('invites.admin.validUntil', { date: formatLocalDateTime(invite.expiresAt) })
      : t('invites.admin.expiredOn', { date: formatLocalDateTime(invite.expiresAt) });
}

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
  const t = useText();
  const issue = useIssueInvite();
  const invite = entry.invite ?? null;
  const change = {
    run: async () => {
      const issued = await issue.mutateAsync(entry.id);
      onIssued(issued);
      return issued;
    },
    success: t(invite ? 'invites.admin.replaced' : 'invites.admin.made'),
    failure: t('invites.admin.failed'),
  };
  const makeLink = () =>
    invite?.state === 'pending'
      ? void confirmThenRun(
          {
            title: t('invites.admin.confirmTitle'),
            message: t('invites.admin.confirmMessage', { email: entry.email }),
            confirmLabel: t('invites.admin.confirmButton'),
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
            {t(BADGES[invite.state].labelId)}
          </Badge>
          <Text size="xs" c="dimmed">
            <InviteWhen invite={invite} />
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('invites.admin.none')}
        </Text>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconLink size={14} aria-hidden />}
        aria-label={t('invites.admin.newLinkFor', { email: entry.email })}
        loading={issue.isPending}
        disabled={!entry.isActive}
        onClick={makeLink}
      >
        {t('invites.admin.newLink')}
      </Button>
    </Stack>
  );
}
