import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useText } from '../i18n/language-provider.tsx';
import { useAuth } from '../lib/auth.tsx';
import { clearPostLoginPath, peekPostLoginPath, savePostLoginPath } from '../lib/session-storage.ts';

/**
 * A whole screen high, so that the footer below starts out of view and does not jump when the page replaces this
 * (Lighthouse counted that as a layout shift of the signed-in home page).
 */
function Checking() {
  const t = useText();
  return (
    <Center h="100dvh" aria-label={t('guards.checkingSession')}>
      <Loader />
    </Center>
  );
}

/**
 * Signed-in pages: a visitor is sent to log in and comes back here after. Admin pages need the admin role.
 * `rendersWhileChecking`: the page shows at once when a session is stored, while the server checks it, instead of
 * waiting for that answer. Only for a page that shows nothing private before its own data comes, and that does
 * without the user (null until then): its data needs the session too, and a 401 on it signs the browser out.
 */
export function RequireAuth({
  children,
  isAdminRoute = false,
  rendersWhileChecking = false,
}: {
  children: ReactNode;
  isAdminRoute?: boolean;
  rendersWhileChecking?: boolean;
}) {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  const location = useLocation();
  const isSignedOut = !isLoading && !isAuthenticated;
  useEffect(() => {
    if (isSignedOut) savePostLoginPath(`${location.pathname}${location.search}`);
  }, [isSignedOut, location.pathname, location.search]);
  if (isLoading) return rendersWhileChecking && !isAdminRoute ? children : <Checking />;
  if (isSignedOut) return <Navigate to={isAdminRoute ? '/admin-login' : '/login'} replace />;
  if (isAdminRoute && !isAdmin) return <Navigate to="/" replace />;
  return children;
}

/** Where a signed-in user belongs: the saved path (then forgotten), else /admin for admins and / for others. */
function RedirectSignedIn({ isAdmin }: { isAdmin: boolean }) {
  // Read once: the path is forgotten after the first render, and a later render (the session's user updated) must
  // not send the person elsewhere.
  const [target] = useState(() => peekPostLoginPath() ?? (isAdmin ? '/admin' : '/'));
  useEffect(() => clearPostLoginPath(), []);
  return <Navigate to={target} replace />;
}

/**
 * Login pages: a signed-in user is sent on. The admin portal stays open to a signed-in resident, since the
 * navigation's Admin entry takes residents there to sign in as an administrator.
 */
export function SignedOutOnly({
  children,
  isAdminPortal = false,
}: {
  children: ReactNode;
  isAdminPortal?: boolean;
}) {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  if (isLoading) return <Checking />;
  if (isAuthenticated && (isAdmin || !isAdminPortal)) return <RedirectSignedIn isAdmin={isAdmin} />;
  return children;
}
