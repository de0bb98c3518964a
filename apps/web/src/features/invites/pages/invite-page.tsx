import { MESSAGES } from '@hub/contract/messages';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  LinkRefusedStep,
  LinkSignInFrame,
  SigningInStep,
  SwitchAccountsStep,
  useLinkSignIn,
} from '../../../components/link-sign-in.tsx';
import { PasskeysCard } from '../../passkeys/index.ts';
import { openInvite } from '../api/sign-in-mode.ts';
import { useText } from '../texts.ts';
import { wordMessage } from '../../../lib/contract-messages/word-message.ts';

type State =
  | { step: 'idle' }
  | { step: 'asking'; current: string }
  | { step: 'working' }
  | { step: 'done'; email: string }
  /** The server's reason, or null when the link has no token (worded when shown). */
  | { step: 'error'; message: string | null };

/**
 * /invite?token=…: an invite link from the committee (RESIDENT_SIGN_IN=invite). It signs its resident in once,
 * then offers to add a passkey, which is how they sign in from then on. A visitor already signed in is asked first,
 * never silently switched.
 */
export function InvitePage() {
  const t = useText();
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ step: 'idle' });
  const { signIn, user, isLoading, navigate, isSwitchConfirmed, switchAccounts } = useLinkSignIn();
  // The link is used once, even when the effect runs again.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || isLoading) return;
    const token = params.get('token')?.trim();
    if (!token) {
      hasStarted.current = true;
      setState({ step: 'error', message: null });
      return;
    }
    if (user && !isSwitchConfirmed) {
      setState({ step: 'asking', current: user.email });
      return;
    }
    hasStarted.current = true;
    setState({ step: 'working' });
    openInvite(token)
      .then((response) => {
        signIn(response);
        setState({ step: 'done', email: response.user.email });
        // The link is spent: keep it out of the address bar and the history.
        navigate('/invite', { replace: true });
      })
      .catch((error: Error) =>
        setState({ step: 'error', message: error.message || wordMessage(MESSAGES.loginFailedFallback) }),
      );
  }, [params, signIn, navigate, user, isLoading, isSwitchConfirmed]);

  return (
    <LinkSignInFrame title={t('invites.title')} width={560}>
      {state.step === 'asking' ? (
        <SwitchAccountsStep
          question={t('invites.switchQuestion', { email: state.current })}
          switchLabel={t('invites.useThisLink')}
          current={state.current}
          onSwitch={switchAccounts}
        />
      ) : state.step === 'error' ? (
        <LinkRefusedStep
          title={t('invites.notAccepted')}
          message={state.message ?? t('invites.missingToken')}
        />
      ) : state.step === 'done' ? (
        <Stack>
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck size={28} aria-hidden />
            <Title order={1} fz={24}>
              {t('invites.welcome')}
            </Title>
          </Group>
          <Text>{t('invites.addPasskey', { email: state.email })}</Text>
          <PasskeysCard />
          <Group justify="flex-end">
            <Button onClick={() => navigate('/', { replace: true })}>{t('invites.continue')}</Button>
          </Group>
        </Stack>
      ) : (
        <SigningInStep title={t('invites.signingIn')} text={t('invites.checking')} />
      )}
    </LinkSignInFrame>
  );
}
