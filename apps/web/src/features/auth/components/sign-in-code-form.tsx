import { SIGN_IN_MESSAGES } from '@hub/contract/messages';
import { Trans } from '@lingui/react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconKey, IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../../lib/auth.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useLogin, useVerifyCode } from '../api/login.ts';
import { text, useText } from '../texts.ts';
import { usePostLoginRecheck } from '../use-post-login-recheck.ts';
import { AuthForm, AuthHeading } from './auth-frame.tsx';
import { wordMessage } from '../../../lib/contract-messages/word-message.ts';

/**
 * The second step of code sign-in: the 6-digit code from the mail. Only a right code shows the spec's welcome;
 * a wrong one says so on the field.
 */
export function SignInCodeForm({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyCode();
  const resend = useLogin();
  const { signIn } = useAuth();
  const recheck = usePostLoginRecheck();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(wordMessage(code ? SIGN_IN_MESSAGES.codeFormat : SIGN_IN_MESSAGES.codeRequired));
      return;
    }
    verify.mutate(
      { email, code },
      {
        onSuccess: (response) => {
          showToast({ title: text('auth.code.welcome'), message: text('auth.code.accessGranted') });
          signIn(response);
          recheck(response.user.role === 'admin');
        },
        onError: (failure) => {
          setError(failure.message);
          setCode('');
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <AuthHeading title={t('auth.code.title')}>
        {wordMessage(SIGN_IN_MESSAGES.codeSent)} {/* One sentence with the address set in bold inside it. */}
        <Trans
          id={'auth.code.sentTo' satisfies Parameters<typeof text>[0]}
          values={{ email: <strong>{email}</strong> }}
        />
      </AuthHeading>
      <AuthForm
        onSubmit={submit}
        submitLabel={t('auth.code.verify')}
        busyLabel={t('auth.code.verifying')}
        isBusy={verify.isPending}
      >
        <TextInput
          label={t('auth.code.label')}
          description={t('auth.code.description')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          leftSection={<IconKey size={16} />}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\D/g, ''));
            setError(null);
          }}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
      </AuthForm>
      <Group justify="space-between" gap="xs">
        <Button variant="subtle" leftSection={<IconMailCheck size={16} />} onClick={onBack}>
          {t('auth.code.anotherEmail')}
        </Button>
        <Button
          variant="subtle"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(
              { email },
              {
                onSuccess: () => {
                  setError(null);
                  setCode('');
                  showToast({
                    title: text('auth.code.sent'),
                    message: wordMessage(SIGN_IN_MESSAGES.codeSent),
                  });
                },
                onError: (failure) =>
                  showToast({
                    title: text('auth.code.error'),
                    message: failure.message,
                    isDestructive: true,
                  }),
              },
            )
          }
        >
          {t('auth.code.sendNew')}
        </Button>
      </Group>
    </Stack>
  );
}
