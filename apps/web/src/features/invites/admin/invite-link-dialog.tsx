import type { IssuedInvite } from '@hub/contract/invites/invite.schema';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { useText } from './texts.ts';

/**
 * A freshly issued invite link, shown to the administrator once (the server keeps only its hash): the link to copy
 * and send, and a QR code a resident can scan from this screen.
 */
export function InviteLinkDialog({ invite, onClose }: { invite: IssuedInvite | null; onClose: () => void }) {
  const t = useText();
  return (
    <Modal
      opened={invite !== null}
      onClose={onClose}
      title={t('invites.admin.dialogTitle')}
      size="md"
      centered
    >
      {invite && (
        <Stack gap="md">
          <Text size="sm">
            {t('invites.admin.dialogText', {
              email: invite.email,
              date: formatLocalDateTime(invite.expiresAt),
            })}
          </Text>
          <Group justify="center">
            <QRCodeSVG
              value={invite.url}
              size={224}
              marginSize={4}
              role="img"
              aria-label={t('invites.admin.qrCode', { email: invite.email })}
              bgColor="#ffffff"
              fgColor="#000000"
            />
          </Group>
          <TextInput
            label={t('invites.admin.link')}
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
                  {t(copied ? 'invites.admin.copied' : 'invites.admin.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {t('invites.admin.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
