import type { SessionUser } from '@hub/contract/auth/auth.schema';

/** The spec's local storage keys: the session id, and the page to return to after login. */
const SESSION_KEY = 'sessionId';
const POST_LOGIN_KEY = 'postLoginPath';
/** Who the server last said the stored session is: the app stays signed in with it while the server is out of reach. */
const SESSION_USER_KEY = 'sessionUser';

export const readSessionId = () => localStorage.getItem(SESSION_KEY);
export const writeSessionId = (sessionId: string) => localStorage.setItem(SESSION_KEY, sessionId);
export const clearSessionId = () => {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(SESSION_USER_KEY);
};

/** Remembers the account of a session, once the server has confirmed it. */
export const writeSessionUser = (sessionId: string, user: SessionUser) =>
  localStorage.setItem(SESSION_USER_KEY, JSON.stringify({ sessionId, user }));

/** The account the server last confirmed for this session, or null. */
export function readSessionUser(sessionId: string): SessionUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(SESSION_USER_KEY) ?? 'null') as {
      sessionId?: string;
      user?: SessionUser;
    } | null;
    return stored?.sessionId === sessionId && stored.user ? stored.user : null;
  } catch {
    return null;
  }
}

export const savePostLoginPath = (path: string) => localStorage.setItem(POST_LOGIN_KEY, path);
export const isLoginPage = (path: string) => path.startsWith('/login') || path.startsWith('/admin-login');

/** The saved path, if any; a saved login page does not count. */
export function peekPostLoginPath(): string | null {
  const path = localStorage.getItem(POST_LOGIN_KEY);
  return path && !isLoginPage(path) ? path : null;
}
export const clearPostLoginPath = () => localStorage.removeItem(POST_LOGIN_KEY);
