import { MESSAGES } from '@hub/contract/messages';
import { Anchor, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { PageTitle } from '../../../components/page-header.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useAdminLogin } from '../api/login.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { usePostLoginRecheck } from '../use-post-login-recheck.ts';

/** /admin-login: administrators sign in with e-mail and password. */
export function AdminLoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const adminLogin = useAdminLogin();
  const { signIn } = useAuth();
  const recheck = usePostLoginRecheck();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      showToast({ title: 'Error', message: MESSAGES.adminFieldsRequired, isDestructive: true });
      return;
    }
    adminLogin.mutate(
      { username: email.trim(), password },
      {
        onSuccess: (response) => {
          showToast({ title: 'Admin Access Granted', message: 'Redirecting...' });
          signIn(response);
          recheck(true);
        },
        onError: (error) =>
          showToast({
            title: 'Access Denied',
            // A locked account or rate limit says so; everything else gets the spec's one message.
            message: error.message.startsWith('Too many') ? error.message : MESSAGES.adminLoginFailed,
            isDestructive: true,
          }),
      },
    );
  };

  return (
    <AuthFrame>
      <PageTitle title="Admin Portal" />
      <Stack gap="lg">
        <Stack gap={6} align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconShieldLock size={24} />
          </ThemeIcon>
          <Title order={1} fz={28}>
            Admin Portal
          </Title>
          <Text c="dimmed">For community administrators: moderate content and decide who gets in.</Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Admin Email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              // Its default name contains "password", which would make the field's label ambiguous.
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide what you typed' }}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <BusyButton type="submit" size="md" isBusy={adminLogin.isPending} busyLabel="Authenticating...">
              Access Admin Panel
            </BusyButton>
          </Stack>
        </form>
        <Anchor component={Link} to="/login" ta="center" size="sm">
          ← Back to Resident Login
        </Anchor>
      </Stack>
    </AuthFrame>
  );
}
