import { Card, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useFormState } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { SignedInDevices } from '../../my-activity/index.ts';
import { BackToDashboard } from '../../../components/back-to-dashboard.tsx';
import { PushSettingsCard } from '../../push/index.ts';
import { TwoFactorCard } from '../components/two-factor-card.tsx';
import { PasskeysCard } from '../../passkeys/index.ts';
import { CurrentPasswordField, NewPasswordField } from '../../../components/form-fields.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change my password: the current one, the new one twice; my other sessions end. */
function ChangePasswordForm() {
  const { values, setErrors, field, reset } = useFormState(EMPTY);
  const change = useMutation({ mutationFn: (input: typeof EMPTY) => api.post('/auth/password', input) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(values, {
      onSuccess: () => {
        reset();
        showToast({ title: 'Password changed', message: 'Your other devices have been signed out.' });
      },
      onError: (error) =>
        setErrors(
          error instanceof ApiError && Object.keys(error.fields).length
            ? error.fields
            : { newPassword: error.message },
        ),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <CurrentPasswordField {...field('currentPassword')} />
        <NewPasswordField
          label="New password"
          description="At least 12 characters; common passwords are refused."
          required
          {...field('newPassword')}
        />
        <NewPasswordField label="New password again" required {...field('confirmPassword')} />
        <BusyButton type="submit" isBusy={change.isPending} busyLabel="Saving..." w="fit-content">
          Change password
        </BusyButton>
      </Stack>
    </form>
  );
}

/** /admin/account: an administrator's password, two-factor sign-in, push notifications and signed-in devices. */
export function AdminAccountPage() {
  return (
    <PageContainer size="md">
      <BackToDashboard />
      <PageHeader
        title="My account"
        description="Your administrator password, two-factor sign-in, push notifications and where you are signed in."
      />
      <Stack gap="lg">
        <Card padding="lg" component="section" aria-label="Change password">
          <Title order={2} fz="lg" mb={4}>
            Change password
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Your other devices are signed out when it changes.
          </Text>
          <ChangePasswordForm />
        </Card>
        <TwoFactorCard />
        <PasskeysCard />
        <PushSettingsCard />
        <Card padding="lg" component="section" aria-label="Signed-in devices">
          <Title order={2} fz="lg" mb="md">
            Signed-in devices
          </Title>
          <SignedInDevices />
        </Card>
      </Stack>
    </PageContainer>
  );
}
