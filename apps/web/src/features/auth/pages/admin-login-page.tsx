import type { LoginResponse, TwoFactorChallenge } from '@hub/contract/auth/auth.schema';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { PageTitle } from '../../../components/page-header.tsx';
import { useText } from '../../../i18n/language-provider.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useAdminLogin, useAdminTwoFactorLogin } from '../api/login.ts';
import { AuthForm, AuthFrame, AuthHeading } from '../components/auth-frame.tsx';
import { TwoFactorEnrolmentView } from '../components/two-factor-enrolment.tsx';
import { usePostLoginRecheck } from '../use-post-login-recheck.ts';
import { PasskeySignInButton } from '../../passkeys/index.ts';

/**
 * The second step for an administrator with two-factor: the code from their authenticator app, or (while
 * ADMIN_2FA=required asks them to set it up) the secret to scan first.
 */
function TwoFactorStep({
  step,
  onSignedIn,
  onStartOver,
}: {
  step: TwoFactorChallenge;
  onSignedIn: (response: LoginResponse) => void;
  onStartOver: () => void;
}) {
  const t = useText();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const verify = useAdminTwoFactorLogin();
  const isEnrolment = step.twoFactor === 'enrol';
  const codeField = useRef<HTMLInputElement>(null);
  // The password form is gone; focus moves to what the person types next.
  useEffect(() => codeField.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(
      { challenge: step.challenge, code: code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.fields : {};
          if (fields.challenge) {
            showToast({ title: t('common.accessDenied'), message: fields.challenge, isDestructive: true });
            onStartOver();
            return;
          }
          setError(fields.code ?? failure.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {isEnrolment ? t('adminLogin.setUpTwoFactor') : t('adminLogin.twoFactor')}
        </Title>
        {isEnrolment && step.enrolment ? (
          <>
            <Text size="sm">{t('adminLogin.twoFactorWhy')}</Text>
            <TwoFactorEnrolmentView enrolment={step.enrolment} />
          </>
        ) : (
          <Text size="sm">{t('adminLogin.twoFactorEnterCode')}</Text>
        )}
        <TextInput
          label={t('adminLogin.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          ref={codeField}
          value={code}
          error={error || undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError('');
          }}
        />
        <BusyButton type="submit" size="md" isBusy={verify.isPending} busyLabel={t('common.verifying')}>
          {t('adminLogin.verifyCode')}
        </BusyButton>
        <Button variant="subtle" onClick={onStartOver}>
          {t('adminLogin.startOver')}
        </Button>
      </Stack>
    </form>
  );
}

/** /admin-login: administrators sign in with e-mail and password (and a code, with two-factor). */
export function AdminLoginPage() {
  const t = useText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [twoFactorStep, setTwoFactorStep] = useState<TwoFactorChallenge | null>(null);
  const adminLogin = useAdminLogin();
  const { signIn } = useAuth();
  const recheck = usePostLoginRecheck();

  const signedIn = (response: LoginResponse) => {
    showToast({ title: t('adminLogin.granted'), message: t('adminLogin.redirecting') });
    signIn(response);
    recheck(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      showToast({ title: t('common.error'), message: t('adminLogin.fieldsRequired'), isDestructive: true });
      return;
    }
    adminLogin.mutate(
      { username: email.trim(), password },
      {
        onSuccess: (response) => {
          if ('sessionId' in response) signedIn(response);
          else setTwoFactorStep(response);
        },
        onError: (error) =>
          showToast({
            title: t('common.accessDenied'),
            // A locked account or rate limit says so; everything else gets the spec's one message.
            message: error.message.startsWith('Too many') ? error.message : t('adminLogin.failed'),
            isDestructive: true,
          }),
      },
    );
  };

  const startOver = () => {
    setTwoFactorStep(null);
    setPassword('');
  };

  return (
    <AuthFrame>
      <PageTitle title={t('adminLogin.title')} />
      <Stack gap="lg">
        <AuthHeading title={t('adminLogin.title')} icon={IconShieldLock}>
          {t('adminLogin.intro')}
        </AuthHeading>
        {twoFactorStep ? (
          <TwoFactorStep step={twoFactorStep} onSignedIn={signedIn} onStartOver={startOver} />
        ) : (
          <AuthForm
            onSubmit={submit}
            submitLabel={t('adminLogin.submit')}
            busyLabel={t('adminLogin.busy')}
            isBusy={adminLogin.isPending}
          >
            <TextInput
              label={t('adminLogin.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('adminLogin.password')}
              autoComplete="current-password"
              // Its default name contains "password", which would make the field's label ambiguous.
              visibilityToggleButtonProps={{ 'aria-label': t('adminLogin.showPassword') }}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </AuthForm>
        )}
        {twoFactorStep ? null : <PasskeySignInButton onSignedIn={signedIn} />}
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('adminLogin.backToResident')}
        </Anchor>
      </Stack>
    </AuthFrame>
  );
}
