import type { IssuedInvite } from '@hub/contract/invites/invite.schema';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { formatLocalDateTime } from '../../../lib/dates.ts';

/**
 * A freshly issued invite link, shown to the administrator once (the server keeps only its hash): the link to copy
 * and send, and a QR code a resident can scan from this screen.
 */
export function InviteLinkDialog({ invite, onClose }: { invite: IssuedInvite | null; onClose: () => void }) {
  return (
    <Modal opened={invite !== null} onClose={onClose} title="Invite link" size="md" centered>
      {invite && (
        <Stack gap="md">
          <Text size="sm">
            Give this link to {invite.email}, or let them scan the code. It signs them in once, until{' '}
            {formatLocalDateTime(invite.expiresAt)}, and then offers to add a passkey. It is shown only now: a
            new link replaces it.
          </Text>
          <Group justify="center">
            <QRCodeSVG
              value={invite.url}
              size={224}
              marginSize={4}
              role="img"
              aria-label={`QR code of the invite link for ${invite.email}`}
              bgColor="#ffffff"
              fgColor="#000000"
            />
          </Group>
          <TextInput
            label="Invite link"
            value={invite.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="flex-end">
            <CopyButton value={invite.url}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                  onClick={copy}
                >
                  {copied ? 'Link copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
