import type { TwoFactorSetup } from '@hub/contract/auth/auth.schema';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormState } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { TwoFactorEnrolmentView } from '../../auth/index.ts';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor.ts';
import { CurrentPasswordField } from '../../../components/form-fields.tsx';
import { text, useText } from '../texts.ts';

/** The server's words for each field, or the message on the field the person is most likely to fix. */
const fieldErrors = (error: Error, fallback: string) =>
  error instanceof ApiError && Object.keys(error.fields).length
    ? error.fields
    : { [fallback]: error.message };

/** The code field's props but its label (`account.twoFactor.code`). */
const codeInput = {
  inputMode: 'numeric' as const,
  autoComplete: 'one-time-code',
  maxLength: 6,
};

/** Off: the password, then a secret to scan, then a first code turns it on. */
function TurnOn() {
  const t = useText();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();

  const begin = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { currentPassword: password },
      {
        onSuccess: (result) => {
          setSetup(result);
          setPassword('');
          setErrors({});
        },
        onError: (error) => setErrors(fieldErrors(error, 'currentPassword')),
      },
    );
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!setup) return;
    enable.mutate(
      { challenge: setup.challenge, code: code.trim() },
      {
        onSuccess: () =>
          showToast({
            title: text('account.twoFactor.turnedOn'),
            message: text('account.twoFactor.turnedOnText'),
          }),
        onError: (error) => {
          const fields = fieldErrors(error, 'code');
          // Five minutes passed: start again with the password.
          if (fields.challenge) setSetup(null);
          setErrors(fields.challenge ? { currentPassword: fields.challenge } : fields);
        },
      },
    );
  };

  if (!setup)
    return (
      <form onSubmit={begin} noValidate>
        <Stack maw={420}>
          <CurrentPasswordField
            value={password}
            error={errors.currentPassword}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors({});
            }}
          />
          <BusyButton
            type="submit"
            isBusy={start.isPending}
            busyLabel={t('account.twoFactor.starting')}
            w="fit-content"
          >
            {t('account.twoFactor.turnOn')}
          </BusyButton>
        </Stack>
      </form>
    );
  return (
    <form onSubmit={confirm} noValidate>
      <Stack>
        <TwoFactorEnrolmentView enrolment={setup} />
        <TextInput
          {...codeInput}
          label={t('account.twoFactor.code')}
          maw={240}
          value={code}
          error={errors.code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setErrors({});
          }}
        />
        <Group>
          <BusyButton
            type="submit"
            isBusy={enable.isPending}
            busyLabel={t('account.twoFactor.verifying')}
            w="fit-content"
          >
            {t('account.twoFactor.confirm')}
          </BusyButton>
          <Button variant="subtle" onClick={() => setSetup(null)}>
            {t('account.twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** On: turning it off takes the password and a current code. */
function TurnOff() {
  const t = useText();
  const { values, setErrors, field } = useFormState({ currentPassword: '', code: '' });
  const disable = useDisableTwoFactor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { currentPassword: values.currentPassword, code: values.code.trim() },
      {
        onSuccess: () =>
          showToast({ title: text('account.twoFactor.turnedOff'), message: text('account.othersSignedOut') }),
        onError: (error) => setErrors(fieldErrors(error, 'code')),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <CurrentPasswordField {...field('currentPassword')} />
        <TextInput {...codeInput} label={t('account.twoFactor.code')} {...field('code')} />
        <BusyButton
          type="submit"
          color="red"
          variant="light"
          isBusy={disable.isPending}
          busyLabel={t('account.twoFactor.turningOff')}
          w="fit-content"
        >
          {t('account.twoFactor.turnOff')}
        </BusyButton>
      </Stack>
    </form>
  );
}

/** 'My account': two-factor sign-in with an authenticator app (TOTP). */
export function TwoFactorCard() {
  const t = useText();
  const status = useTwoFactorStatus();
  return (
    <Card padding="lg" component="section" aria-label={t('account.twoFactor.title')}>
      <Group justify="space-between" mb={4}>
        <Title order={2} fz="lg">
          {t('account.twoFactor.title')}
        </Title>
        {status.data && (
          <Badge color={status.data.enabled ? 'teal' : 'gray'} variant="light">
            {t(status.data.enabled ? 'account.twoFactor.on' : 'account.twoFactor.off')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('account.twoFactor.why')}
      </Text>
      {status.isPending ? (
        <Skeleton h={90} />
      ) : status.isError ? (
        <Alert color="red" title={t('account.twoFactor.couldNotLoad')}>
          {status.error.message}
          <Button variant="subtle" size="compact-sm" ms="sm" onClick={() => void status.refetch()}>
            {t('account.twoFactor.retry')}
          </Button>
        </Alert>
      ) : status.data.enabled && status.data.required ? (
        <Text size="sm">{t('account.twoFactor.required')}</Text>
      ) : status.data.enabled ? (
        <TurnOff />
      ) : (
        <TurnOn />
      )}
    </Card>
  );
}
