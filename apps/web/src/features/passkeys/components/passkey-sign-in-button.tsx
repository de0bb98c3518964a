import type { LoginResponse } from '@hub/contract/auth/auth.schema';
import { Button } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { useText } from '../../../i18n/language-provider.tsx';
import { showToast } from '../../../lib/toast.ts';
import { canUsePasskeys, signInWithPasskey } from '../api/passkeys.ts';

/** 'Sign in with a passkey' on the login pages: the browser offers this device's passkeys for the site. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (response: LoginResponse) => void }) {
  const t = useText();
  const [isBusy, setIsBusy] = useState(false);
  // Always drawn (the login pages are prerendered, where no browser can be asked); checked when pressed.
  const start = async () => {
    if (!canUsePasskeys()) {
      showToast({ title: t('passkeys.title'), message: t('passkeys.unsupported'), isDestructive: true });
      return;
    }
    setIsBusy(true);
    try {
      onSignedIn(await signInWithPasskey());
    } catch (failure) {
      // Closing the browser's own dialog is not a failure worth a red toast.
      if (failure instanceof Error && failure.name !== 'NotAllowedError')
        showToast({ title: t('common.accessDenied'), message: failure.message, isDestructive: true });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="md"
      loading={isBusy}
      onClick={start}
      leftSection={<IconFingerprint size={18} aria-hidden />}
    >
      {t('passkeys.signIn')}
    </Button>
  );
}
