import { setupFormSchema } from '@hub/contract/setup/setup.schema';
import { Alert, Button, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { errorMessage, showToast } from '../../../lib/toast.ts';
import { AuthForm, AuthFrame, AuthHeading } from '../../auth/index.ts';
import { useCompleteSetup, useSetupStatus } from '../api/setup.ts';
import { NewPasswordField } from '../../../components/form-fields.tsx';
import { text, useText } from '../texts.ts';

/**
 * /setup?token=...: the one-time link the server prints at its first start when no administrator exists. It
 * creates the first administrator, then sends the person to the Admin Portal to sign in.
 */
export function SetupPage() {
  const t = useText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useSetupStatus(token);
  const complete = useCompleteSetup();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '', password: '', passwordAgain: '' },
    validate: fieldErrors(setupFormSchema),
  });
  /** Password fields' show/hide buttons get their own name, so "Password" labels only the field. */
  const toggleProps = { 'aria-label': t('setup.showPassword') };

  const submit = form.onSubmit(({ email, password }) =>
    complete.mutate(
      { token, email: email.trim(), password },
      {
        onSuccess: () => {
          showToast({ title: text('setup.created'), message: text('setup.createdText') });
          navigate('/admin-login');
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length) form.setErrors(error.fields);
          showToast({
            title: text('setup.failed'),
            message: errorMessage(error, text('setup.tryAgain')),
            isDestructive: true,
          });
          if (error instanceof ApiError && error.status === 410) void status.refetch();
        },
      },
    ),
  );

  return (
    <AuthFrame>
      <PageTitle title={t('setup.title')} />
      <Stack gap="lg">
        <AuthHeading title={t('setup.title')} icon={IconSettings}>
          {t('setup.intro')}
        </AuthHeading>
        {status.isPending ? (
          <Stack gap="md">
            <Skeleton h={56} />
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        ) : status.isError ? (
          <Stack gap="md">
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('setup.linkGone')}>
              {errorMessage(status.error, t('setup.checkFailed'))}
            </Alert>
            <Button component={Link} to="/admin-login">
              {t('setup.goToAdminPortal')}
            </Button>
          </Stack>
        ) : (
          <AuthForm
            onSubmit={submit}
            submitLabel={t('setup.submit')}
            busyLabel={t('setup.creating')}
            isBusy={complete.isPending}
          >
            <TextInput
              label={t('setup.email')}
              type="email"
              autoComplete="username"
              {...form.getInputProps('email')}
            />
            <NewPasswordField
              label={t('setup.password')}
              description={t('setup.passwordDescription')}
              visibilityToggleButtonProps={toggleProps}
              {...form.getInputProps('password')}
            />
            <NewPasswordField
              label={t('setup.passwordAgain')}
              visibilityToggleButtonProps={toggleProps}
              {...form.getInputProps('passwordAgain')}
            />
          </AuthForm>
        )}
      </Stack>
    </AuthFrame>
  );
}
