import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-header.tsx';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/mail.ts';

/**
 * /unsubscribe?token=…: the link at the foot of a mail. Opening it changes nothing (mail scanners open links);
 * the button does. No sign-in needed: the signed token names one address and one kind of mail.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);

  return (
    <Center mih="70vh" px="md">
      <PageTitle title="Unsubscribe" />
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
        {!token || info.isError ? (
          <Stack>
            <Title order={1} fz={24}>
              Unsubscribe
            </Title>
            <Alert color="red" variant="light">
              This unsubscribe link is not valid. Open the link from the e-mail again, or change your mail
              settings after signing in.
            </Alert>
          </Stack>
        ) : info.isPending ? (
          <Center>
            <Loader />
          </Center>
        ) : (
          <Stack>
            <Title order={1} fz={24}>
              {info.data.isEnabled ? 'Stop these e-mails?' : 'You are unsubscribed'}
            </Title>
            <Text>
              {info.data.isEnabled
                ? `${info.data.email} will no longer get e-mails about: ${info.data.label}.`
                : `${info.data.email} no longer gets e-mails about: ${info.data.label}.`}
            </Text>
            {info.data.isEnabled ? (
              <Button
                leftSection={<IconMailOff size={16} />}
                loading={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate()}
              >
                Unsubscribe
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Changed your mind? Turn it back on in your{' '}
                <Anchor component={Link} to="/mail-settings">
                  notification settings
                </Anchor>
                .
              </Text>
            )}
            {unsubscribe.isError && <Alert color="red">{unsubscribe.error.message}</Alert>}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
