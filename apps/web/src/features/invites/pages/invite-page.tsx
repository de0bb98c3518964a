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

type State =
  | { step: 'idle' }
  | { step: 'asking'; current: string }
  | { step: 'working' }
  | { step: 'done'; email: string }
  | { step: 'error'; message: string };

const MISSING_TOKEN =
  'This invite link is incomplete. Open the whole link you were given, or ask the committee for a new one.';

/**
 * /invite?token=…: an invite link from the committee (RESIDENT_SIGN_IN=invite). It signs its resident in once,
 * then offers to add a passkey, which is how they sign in from then on. A visitor already signed in is asked first,
 * never silently switched.
 */
export function InvitePage() {
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
      setState({ step: 'error', message: MISSING_TOKEN });
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
        setState({ step: 'error', message: error.message || MESSAGES.loginFailedFallback }),
      );
  }, [params, signIn, navigate, user, isLoading, isSwitchConfirmed]);

  return (
    <LinkSignInFrame title="Invite" width={560}>
      {state.step === 'asking' ? (
        <SwitchAccountsStep
          question={`You are signed in as ${state.current}. Sign out and use this invite link instead?`}
          switchLabel="Use this invite link"
          current={state.current}
          onSwitch={switchAccounts}
        />
      ) : state.step === 'error' ? (
        <LinkRefusedStep title="Invite link not accepted" message={state.message} />
      ) : state.step === 'done' ? (
        <Stack>
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck size={28} aria-hidden />
            <Title order={1} fz={24}>
              Welcome, you are signed in
            </Title>
          </Group>
          <Text>
            You are signed in as {state.email}. Your invite link worked once and will not work again: add a
            passkey now, so you can sign in from this device with its fingerprint, face or screen lock.
          </Text>
          <PasskeysCard />
          <Group justify="flex-end">
            <Button onClick={() => navigate('/', { replace: true })}>Continue to Community Hub</Button>
          </Group>
        </Stack>
      ) : (
        <SigningInStep title="Signing you in..." text="One moment while we check your invite link." />
      )}
    </LinkSignInFrame>
  );
}
