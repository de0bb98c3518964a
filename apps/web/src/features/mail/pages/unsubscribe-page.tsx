import { Trans } from '@lingui/react';
import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-header.tsx';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/mail.ts';
import { useText } from '../texts.ts';
import { wordMessage } from '../../../lib/contract-messages/word-message.ts';

/**
 * /unsubscribe?token=…: the link at the foot of a mail. Opening it changes nothing (mail scanners open links);
 * the button does. No sign-in needed: the signed token names one address and one kind of mail.
 */
export function UnsubscribePage() {
  const t = useText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);

  return (
    <Center mih="70vh" px="md">
      <PageTitle title={t('mail.unsubscribe')} />
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
        {!token || info.isError ? (
          <Stack>
            <Title order={1} fz={24}>
              {t('mail.unsubscribe')}
            </Title>
            <Alert color="red" variant="light">
              {t('mail.unsubscribeInvalid')}
            </Alert>
          </Stack>
        ) : info.isPending ? (
          <Center>
            <Loader />
          </Center>
        ) : (
          <Stack>
            <Title order={1} fz={24}>
              {info.data.isEnabled ? t('mail.stopTheseMails') : t('mail.unsubscribed')}
            </Title>
            <Text>
              {t(info.data.isEnabled ? 'mail.willStop' : 'mail.stopped', {
                email: info.data.email,
                label: wordMessage(info.data.label),
              })}
            </Text>
            {info.data.isEnabled ? (
              <Button
                leftSection={<IconMailOff size={16} />}
                loading={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate()}
              >
                {t('mail.unsubscribe')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {/* <0>…</0> in the message is the link to the notification settings. */}
                <Trans
                  id="mail.changedYourMind"
                  components={{ 0: <Anchor component={Link} to="/mail-settings" /> }}
                />
              </Text>
            )}
            {unsubscribe.isError && <Alert color="red">{unsubscribe.error.message}</Alert>}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
