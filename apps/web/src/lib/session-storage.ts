/** The spec's local storage keys: the session id, and the page to return to after login. */
const SESSION_KEY = 'sessionId';
const POST_LOGIN_KEY = 'postLoginPath';

export const readSessionId = () => localStorage.getItem(SESSION_KEY);
export const writeSessionId = (sessionId: string) => localStorage.setItem(SESSION_KEY, sessionId);
export const clearSessionId = () => localStorage.removeItem(SESSION_KEY);

export const savePostLoginPath = (path: string) => localStorage.setItem(POST_LOGIN_KEY, path);
export const isLoginPage = (path: string) => path.startsWith('/login') || path.startsWith('/admin-login');

/** The saved path, if any; a saved login page does not count. */
export function peekPostLoginPath(): string | null {
  const path = localStorage.getItem(POST_LOGIN_KEY);
  return path && !isLoginPage(path) ? path : null;
}
export const clearPostLoginPath = () => localStorage.removeItem(POST_LOGIN_KEY);
