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
import { text, useText } from '../texts.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change my password: the current one, the new one twice; my other sessions end. */
function ChangePasswordForm() {
  const t = useText();
  const { values, setErrors, field, reset } = useFormState(EMPTY);
  const change = useMutation({ mutationFn: (input: typeof EMPTY) => api.post('/auth/password', input) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(values, {
      onSuccess: () => {
        reset();
        showToast({ title: text('account.password.changed'), message: text('account.othersSignedOut') });
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
          label={t('account.password.new')}
          description={t('account.password.newDescription')}
          required
          {...field('newPassword')}
        />
        <NewPasswordField label={t('account.password.again')} required {...field('confirmPassword')} />
        <BusyButton
          type="submit"
          isBusy={change.isPending}
          busyLabel={t('account.password.saving')}
          w="fit-content"
        >
          {t('account.password.title')}
        </BusyButton>
      </Stack>
    </form>
  );
}

/** /admin/account: an administrator's password, two-factor sign-in, push notifications and signed-in devices. */
export function AdminAccountPage() {
  const t = useText();
  return (
    <PageContainer size="md">
      <BackToDashboard />
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <Stack gap="lg">
        <Card padding="lg" component="section" aria-label={t('account.password.title')}>
          <Title order={2} fz="lg" mb={4}>
            {t('account.password.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('account.password.intro')}
          </Text>
          <ChangePasswordForm />
        </Card>
        <TwoFactorCard />
        <PasskeysCard />
        <PushSettingsCard />
        <Card padding="lg" component="section" aria-label={t('account.devices')}>
          <Title order={2} fz="lg" mb="md">
            {t('account.devices')}
          </Title>
          <SignedInDevices />
        </Card>
      </Stack>
    </PageContainer>
  );
}
