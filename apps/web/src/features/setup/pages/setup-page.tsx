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

/** Password fields' show/hide buttons get their own name, so "Password" labels only the field. */
const toggleProps = { 'aria-label': 'Show or hide what you typed' };

/**
 * /setup?token=...: the one-time link the server prints at its first start when no administrator exists. It
 * creates the first administrator, then sends the person to the Admin Portal to sign in.
 */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useSetupStatus(token);
  const complete = useCompleteSetup();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '', password: '', passwordAgain: '' },
    validate: fieldErrors(setupFormSchema),
  });

  const submit = form.onSubmit(({ email, password }) =>
    complete.mutate(
      { token, email: email.trim(), password },
      {
        onSuccess: () => {
          showToast({ title: 'Administrator Created', message: 'Sign in with your new account.' });
          navigate('/admin-login');
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length) form.setErrors(error.fields);
          showToast({
            title: 'Setup Failed',
            message: errorMessage(error, 'Please try again.'),
            isDestructive: true,
          });
          if (error instanceof ApiError && error.status === 410) void status.refetch();
        },
      },
    ),
  );

  return (
    <AuthFrame>
      <PageTitle title="Set Up Community Hub" />
      <Stack gap="lg">
        <AuthHeading title="Set Up Community Hub" icon={IconSettings}>
          Create the first administrator account. This link works only once.
        </AuthHeading>
        {status.isPending ? (
          <Stack gap="md">
            <Skeleton h={56} />
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        ) : status.isError ? (
          <Stack gap="md">
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="This link no longer works">
              {errorMessage(status.error, 'This setup link could not be checked. Please try again.')}
            </Alert>
            <Button component={Link} to="/admin-login">
              Go to Admin Portal
            </Button>
          </Stack>
        ) : (
          <AuthForm
            onSubmit={submit}
            submitLabel="Create Administrator"
            busyLabel="Creating..."
            isBusy={complete.isPending}
          >
            <TextInput
              label="Admin Email"
              type="email"
              autoComplete="username"
              {...form.getInputProps('email')}
            />
            <NewPasswordField
              label="Password"
              description="At least 12 characters"
              visibilityToggleButtonProps={toggleProps}
              {...form.getInputProps('password')}
            />
            <NewPasswordField
              label="Password Again"
              visibilityToggleButtonProps={toggleProps}
              {...form.getInputProps('passwordAgain')}
            />
          </AuthForm>
        )}
      </Stack>
    </AuthFrame>
  );
}
