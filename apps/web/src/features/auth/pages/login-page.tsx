import { Alert, Anchor, Button, Center, Divider, Loader, Stack, TextInput } from '@mantine/core';
import { IconLink, IconLock, IconMail } from '@tabler/icons-react';
import { type FormEvent, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-header.tsx';
import { useText } from '../../../i18n/language-provider.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { AuthForm, AuthFrame, AuthHeading } from '../components/auth-frame.tsx';
import { SignInCodeForm } from '../components/sign-in-code-form.tsx';
import { usePostLoginRecheck } from '../use-post-login-recheck.ts';
import { PasskeySignInButton } from '../../passkeys/index.ts';
import { useSignInMode } from '../../invites/index.ts';

// The request form is loaded when asked for: most visitors only sign in, and its code (zod's schemas, Mantine's
// form) were about 30 KB (Brotli) of the 222 KB of script the page loaded, evaluated before the sign-in form could
// be used.
const RequestAccessForm = lazyWithRetry(
  () => import('../components/request-access-form.tsx'),
  (m) => m.RequestAccessForm,
);

/** /login: residents enter with their whitelisted e-mail, or ask for access. */
export function LoginPage() {
  const t = useText();
  const [isRequesting, setIsRequesting] = useState(false);
  const location = useLocation();
  // /auto-login?email=… in code mode sends the visitor here with the code already on its way.
  const codeSentTo = (location.state as { codeSentTo?: string } | null)?.codeSentTo ?? null;
  const [email, setEmail] = useState(codeSentTo ?? '');
  const [codeStepFor, setCodeStepFor] = useState<string | null>(codeSentTo);
  // The empty-e-mail text lives in the toast only; the field just turns red.
  const [hasEmailError, setHasEmailError] = useState(false);
  const login = useLogin();
  const { signIn } = useAuth();
  const recheck = usePostLoginRecheck();
  // RESIDENT_SIGN_IN=invite: an address alone signs nobody in, so the page says how to get in instead.
  const isInviteMode = useSignInMode().data?.residentSignIn === 'invite';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setHasEmailError(true);
      showToast({ title: t('common.error'), message: t('login.emailRequired'), isDestructive: true });
      return;
    }
    login.mutate(
      { email: email.trim() },
      {
        onSuccess: (response) => {
          if ('codeSent' in response) {
            setCodeStepFor(response.email);
            return;
          }
          showToast({ title: t('login.welcome'), message: t('login.accessGranted') });
          signIn(response);
          recheck(response.user.role === 'admin');
        },
        onError: (error) =>
          showToast({
            title: t('common.accessDenied'),
            // The server's own words until it answers with codes the catalogs word (docs/i18n-progress.md).
            message: error.message || t('login.failedFallback'),
            isDestructive: true,
          }),
      },
    );
  };

  return (
    <AuthFrame>
      <PageTitle title={t('login.title')} />
      {isRequesting ? (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader role="status" aria-label={t('login.loadingRequestForm')} />
            </Center>
          }
        >
          <RequestAccessForm onDone={() => setIsRequesting(false)} />
        </Suspense>
      ) : codeStepFor ? (
        <SignInCodeForm email={codeStepFor} onBack={() => setCodeStepFor(null)} />
      ) : (
        <Stack gap="lg">
          {isInviteMode ? (
            <>
              <AuthHeading title={t('login.title')}>{t('login.inviteIntro')}</AuthHeading>
              <Alert
                variant="light"
                icon={<IconLink size={18} aria-hidden />}
                title={t('login.inviteNewHere')}
              >
                {t('login.inviteHowTo')}
              </Alert>
            </>
          ) : (
            <>
              <AuthHeading title={t('login.title')}>{t('login.intro')}</AuthHeading>
              <AuthForm
                onSubmit={submit}
                submitLabel={t('login.submit')}
                busyLabel={t('common.verifying')}
                isBusy={login.isPending}
              >
                <TextInput
                  label={t('login.email')}
                  type="email"
                  autoComplete="email"
                  placeholder={t('login.emailPlaceholder')}
                  leftSection={<IconMail size={16} />}
                  value={email}
                  error={hasEmailError}
                  onChange={(event) => {
                    setEmail(event.currentTarget.value);
                    setHasEmailError(false);
                  }}
                />
              </AuthForm>
            </>
          )}
          <PasskeySignInButton
            onSignedIn={(response) => {
              showToast({ title: t('login.welcome'), message: t('login.accessGranted') });
              signIn(response);
              recheck(response.user.role === 'admin');
            }}
          />
          <Divider label={t('login.notRegistered')} labelPosition="center" />
          <Button variant="outline" onClick={() => setIsRequesting(true)}>
            {t('login.requestAccess')}
          </Button>
          <Alert
            variant="light"
            color="gray"
            icon={<IconLock size={18} />}
            title={t('login.restrictedTitle')}
          >
            {t('login.restrictedText')}
          </Alert>
          <Anchor component={Link} to="/admin-login" ta="center" size="sm">
            {t('login.adminLink')}
          </Anchor>
        </Stack>
      )}
    </AuthFrame>
  );
}
