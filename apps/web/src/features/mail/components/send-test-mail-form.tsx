import { Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useSendTestMail } from '../api/mail.ts';
import { useText } from '../texts.ts';

/** A test mail to any address (the admin's own by default), to check that mail reaches the outside world. */
export function SendTestMailForm({ onSent }: { onSent: () => void }) {
  const t = useText();
  const { user } = useAuth();
  const [to, setTo] = useState(user?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const send = useSendTestMail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(to.trim(), {
      onSuccess: () => {
        showToast({ title: t('mail.success'), message: t('mail.testQueued', { email: to.trim() }) });
        onSent();
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('mail.testIntro')}
        </Text>
        <TextInput
          label={t('mail.recipient')}
          type="email"
          required
          value={to}
          error={error}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            setError(null);
          }}
        />
        <BusyButton type="submit" isBusy={send.isPending} busyLabel={t('mail.sending')}>
          {t('mail.send')}
        </BusyButton>
      </Stack>
    </form>
  );
}
