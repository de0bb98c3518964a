import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isLoginPage } from '../../lib/session-storage.ts';

/**
 * The spec's safety net: if the user is still on a login page 50 ms after signing in (the guard's redirect did
 * not happen), send them on.
 */
export function usePostLoginRecheck() {
  const navigate = useNavigate();
  return useCallback(
    (isAdmin: boolean) => {
      setTimeout(() => {
        if (isLoginPage(window.location.pathname)) navigate(isAdmin ? '/admin' : '/', { replace: true });
      }, 50);
    },
    [navigate],
  );
}
