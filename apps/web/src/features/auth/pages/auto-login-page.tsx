import { MESSAGES } from '@hub/contract/messages';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-header.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { login } from '../api/login.ts';

type State = { step: 'idle' } | { step: 'working' } | { step: 'done' } | { step: 'error'; message: string };

/** Where a link's single target id leads, or the spec's message when the query is not usable. */
export function autoLoginTarget(
  params: URLSearchParams,
): { email: string; path: string } | { error: string } {
  const email = params.get('email')?.trim();
  if (!email) return { error: MESSAGES.autoLoginMissingEmail };
  const targets = [
    ['jobId', '/careers/'],
    ['internshipId', '/internships/'],
    ['courseId', '/courses/'],
  ].flatMap(([key, base]) => {
    const id = params.get(key ?? '')?.trim();
    return id ? [`${base}${encodeURIComponent(id)}`] : [];
  });
  if (targets.length !== 1 || !targets[0]) return { error: MESSAGES.autoLoginTarget };
  return { email, path: targets[0] };
}

/** /auto-login?email=…&jobId=…: signs in from a link, then opens the job, internship or course. */
export function AutoLoginPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ step: 'idle' });
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const target = autoLoginTarget(params);
    if ('error' in target) {
      setState({ step: 'error', message: target.error });
      return;
    }
    setState({ step: 'working' });
    login({ email: target.email })
      .then((response) => {
        signIn(response);
        setState({ step: 'done' });
        navigate(target.path, { replace: true });
      })
      .catch((error: Error) =>
        setState({ step: 'error', message: error.message || MESSAGES.loginFailedFallback }),
      );
  }, [params, signIn, navigate]);

  return (
    <Center mih="70vh" px="md">
      <PageTitle title="Auto-login" />
      <Paper withBorder shadow="sm" p="xl" maw={460} w="100%">
        {state.step === 'error' ? (
          <Stack>
            <Title order={1} fz={24}>
              Auto-login failed
            </Title>
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {state.message}
            </Alert>
            <Button onClick={() => navigate('/login')}>Go to Login</Button>
          </Stack>
        ) : (
          <Stack align="center" gap="sm">
            <Loader />
            <Title order={1} fz={22}>
              {state.step === 'done' ? 'Signed in' : 'Signing you in...'}
            </Title>
            <Text c="dimmed" ta="center">
              {state.step === 'done' ? 'Opening your page...' : 'One moment while we check your access.'}
            </Text>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
