import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMailStatus } from '../../mail/api/mail.ts';

/** Said plainly while residents sign in with an e-mail address alone, which anyone who knows it can type. */
export function SignInModeNotice() {
  const status = useMailStatus();
  if (status.data?.residentSignIn !== 'email') return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title="Residents sign in by e-mail alone"
      mb="lg"
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
