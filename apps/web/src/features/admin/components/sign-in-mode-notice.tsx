import { Trans } from '@lingui/react';
import { Alert, Anchor } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { useMailStatus } from '../../mail/index.ts';
import { type text, useText } from '../texts.ts';

/**
 * Said plainly while residents sign in with an e-mail address alone, which anyone who knows it can type. Each
 * administrator may dismiss it on their device: the dismissal remembers the settings it was given for (sign-in
 * mode and whether mail is set up), so it returns when they change (decision 059).
 */
export function SignInModeNotice() {
  const t = useText();
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
  const advice: Parameters<typeof text>[0] = status.data.isSmtpConfigured
    ? 'admin.signInNotice.mailSetUp'
    : 'admin.signInNotice.mailNotSetUp';
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={t('admin.signInNotice.title')}
      mb="lg"
      withCloseButton
      closeButtonLabel={t('admin.signInNotice.dismiss')}
      onClose={() => setDismissedFor(setting ?? '')}
    >
      {/* <0>…</0> in the message is the link to the Mail page. */}
      <Trans
        id={advice}
        components={{
          0: <Anchor component={Link} to="/admin/mail" inherit c="inherit" underline="always" />,
        }}
      />
    </Alert>
  );
}
