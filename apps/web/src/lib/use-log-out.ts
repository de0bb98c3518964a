import { useNavigate } from 'react-router';
import { text } from '../i18n/i18n.ts';
import { useAuth } from './auth.tsx';
import { showToast } from './toast.ts';

/**
 * Logout as the spec has it: the server session is ended, the local one is cleared even when that call fails,
 * the person lands on /login and a toast says which of the two happened.
 */
export function useLogOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    const { isServerSignedOut } = await signOut();
    navigate('/login', { replace: true });
    if (isServerSignedOut) showToast({ title: text('logOut.title'), message: text('logOut.message') });
    else
      showToast({
        title: text('logOut.errorTitle'),
        message: text('logOut.errorMessage'),
        isDestructive: true,
      });
  };
}
