import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useText } from '../i18n/language-provider.tsx';
import { useAuth } from '../lib/auth.tsx';
import { PageTitle } from './page-header.tsx';

/**
 * What a page that signs in from a link needs (auto-login, invite links): the session, and switching accounts only after the person said so (a signed-in visitor is never silently signed
 * in as someone else).
 */
export function useLinkSignIn() {
  const { signIn, signOut, user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [isSwitchConfirmed, setIsSwitchConfirmed] = useState(false);
  const switchAccounts = async () => {
    await signOut();
    setIsSwitchConfirmed(true);
  };
  return { signIn, user, isLoading, navigate, isSwitchConfirmed, switchAccounts };
}

/** The card such a page shows its steps in. */
export function LinkSignInFrame({
  title,
  width,
  children,
}: {
  title: string;
  width: number;
  children: ReactNode;
}) {
  return (
    <Center mih="70vh" px="md" py="xl">
      <PageTitle title={title} />
      <Paper withBorder shadow="sm" p="xl" maw={width} w="100%">
        {children}
      </Paper>
    </Center>
  );
}

/** 'Switch accounts?': the link's sign-in, or staying as the person already signed in. */
export function SwitchAccountsStep({
  question,
  switchLabel,
  current,
  onSwitch,
}: {
  question: string;
  switchLabel: string;
  current: string;
  onSwitch: () => void;
}) {
  const navigate = useNavigate();
  const t = useText();
  return (
    <Stack>
      <Title order={1} fz={24}>
        {t('linkSignIn.switchTitle')}
      </Title>
      <Text>{question}</Text>
      <Group>
        <Button onClick={onSwitch}>{switchLabel}</Button>
        <Button variant="default" onClick={() => navigate('/', { replace: true })}>
          {t('linkSignIn.stay', { current })}
        </Button>
      </Group>
    </Stack>
  );
}

/** The link was refused: why, and the way to the login page. */
export function LinkRefusedStep({ title, message }: { title: string; message: string }) {
  const navigate = useNavigate();
  const t = useText();
  return (
    <Stack>
      <Title order={1} fz={24}>
        {title}
      </Title>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {message}
      </Alert>
      <Button onClick={() => navigate('/login')}>{t('linkSignIn.goToLogin')}</Button>
    </Stack>
  );
}

/** The link is being checked (or was, and the page is opening). */
export function SigningInStep({ title, text }: { title: string; text: string }) {
  const t = useText();
  return (
    <Stack align="center" gap="sm">
      <Loader role="status" aria-label={t('linkSignIn.signingIn')} />
      <Title order={1} fz={22}>
        {title}
      </Title>
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Stack>
  );
}
