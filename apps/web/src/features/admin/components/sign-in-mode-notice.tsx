import { Alert, Anchor } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { useMailStatus } from '../../mail/index.ts';

/**
 * Said plainly while residents sign in with an e-mail address alone, which anyone who knows it can type. Each
 * administrator may dismiss it on their device: the dismissal remembers the settings it was given for (sign-in
 * mode and whether mail is set up), so it returns when they change (decision 059).
 */
export function SignInModeNotice() {
  const status = useMailStatus();
  const { user } = useAuth();
  const [dismissedFor, setDismissedFor] = useLocalStorage<string>({
    key: `signInNoticeDismissed:${user?.id ?? ''}`,
    defaultValue: '',
    getInitialValueInEffect: false,
  });
  const setting = status.data ? `${status.data.residentSignIn}:${status.data.isSmtpConfigured}` : null;
  const isWarning = status.data?.residentSignIn === 'email';
  // Once the warning no longer applies, a dismissal is forgotten: the warning returns if the setting comes back.
  useEffect(() => {
    if (setting !== null && !isWarning && dismissedFor !== '') setDismissedFor('');
  }, [setting, isWarning, dismissedFor, setDismissedFor]);

  if (!isWarning || !status.data || dismissedFor === setting) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title="Residents sign in by e-mail alone"
      mb="lg"
      withCloseButton
      closeButtonLabel="Dismiss this notice"
      onClose={() => setDismissedFor(setting ?? '')}
    >
      Anyone who knows a resident's e-mail address can sign in as them.{' '}
      {status.data.isSmtpConfigured
        ? 'Mail is set up: to have residents prove their mailbox with a one-time code, set RESIDENT_SIGN_IN=code (or remove it) and restart. See '
        : 'To have residents prove their mailbox with a one-time code, set SMTP_URL (and MAIL_FROM) and restart: code sign-in is then the default (RESIDENT_SIGN_IN=code). Mail is not set up yet: see '}
      <Anchor component={Link} to="/admin/mail" inherit c="inherit" underline="always">
        the Mail page
      </Anchor>
      .
    </Alert>
  );
}
