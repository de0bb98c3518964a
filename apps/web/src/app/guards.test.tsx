import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogOut } from '../lib/use-log-out.ts';
import { peekPostLoginPath, savePostLoginPath, writeSessionId } from '../lib/session-storage.ts';
import { renderWithApp } from '../test/render.tsx';
import { RequireAuth, SignedOutOnly } from './guards.tsx';

afterEach(() => vi.unstubAllGlobals());

function WhereAmI() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function LogOutButton() {
  const logOut = useLogOut();
  return (
    <button type="button" onClick={logOut}>
      Logout
    </button>
  );
}

/** A small route table with the real guards; every page says where it is. */
function routes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <SignedOutOnly>
            <WhereAmI />
          </SignedOutOnly>
        }
      />
      <Route
        path="/admin-login"
        element={
          <SignedOutOnly isAdminPortal>
            <WhereAmI />
          </SignedOutOnly>
        }
      />
      <Route
        path="/admin"
        element={
          <RequireAuth isAdminRoute>
            <WhereAmI />
          </RequireAuth>
        }
      />
      <Route
        path="/"
        element={
          <RequireAuth rendersWhileChecking>
            <WhereAmI />
          </RequireAuth>
        }
      />
      <Route
        path="*"
        element={
          <RequireAuth>
            <WhereAmI />
            <LogOutButton />
          </RequireAuth>
        }
      />
    </Routes>
  );
}

/** The server as the browser sees it: /auth/me answers with `role`, logout answers `logoutStatus`. */
function serverWith(role: 'user' | 'admin' | null, logoutStatus = 200) {
  const fetchSpy = vi.fn(async (url: string) => {
    if (url.endsWith('/auth/me')) {
      return role
        ? new Response(
            JSON.stringify({ user: { id: '1', email: 'a@hub.test', name: 'A', role, language: null } }),
          )
        : new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Please sign in' } }), {
            status: 401,
          });
    }
    if (url.endsWith('/auth/logout')) return new Response('{}', { status: logoutStatus });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

describe('route guards', () => {
  it('sends a visitor to /login and remembers the page asked for', async () => {
    serverWith(null);
    renderWithApp(routes(), '/careers?search=nurse');
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(peekPostLoginPath()).toBe('/careers?search=nurse');
  });

  it('sends a visitor on an admin route to /admin-login', async () => {
    serverWith(null);
    renderWithApp(routes(), '/admin');
    expect(await screen.findByText('at /admin-login')).toBeInTheDocument();
  });

  it('sends a resident away from /admin to /', async () => {
    writeSessionId('resident-session');
    serverWith('user');
    renderWithApp(routes(), '/admin');
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('sends a signed-in resident on /login to the saved page, once', async () => {
    writeSessionId('resident-session');
    savePostLoginPath('/directory');
    serverWith('user');
    renderWithApp(routes(), '/login');
    expect(await screen.findByText('at /directory')).toBeInTheDocument();
    await waitFor(() => expect(peekPostLoginPath()).toBeNull());
  });

  it('sends a signed-in admin on /login to /admin when nothing was saved', async () => {
    writeSessionId('admin-session');
    serverWith('admin');
    renderWithApp(routes(), '/login');
    expect(await screen.findByText('at /admin')).toBeInTheDocument();
  });

  it('lets a signed-in resident open the admin portal (the Admin entry leads there), but not an admin', async () => {
    writeSessionId('resident-session');
    serverWith('user');
    renderWithApp(routes(), '/admin-login');
    expect(await screen.findByText('at /admin-login')).toBeInTheDocument();
  });

  it('sends a signed-in admin on from the admin portal', async () => {
    writeSessionId('admin-session');
    serverWith('admin');
    renderWithApp(routes(), '/admin-login');
    expect(await screen.findByText('at /admin')).toBeInTheDocument();
  });

  it('shows a page that renders while checking at once, and sends a session the server refuses to /login', async () => {
    writeSessionId('expired-session');
    let answer = (_response: Response) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithApp(routes(), '/');
    expect(await screen.findByText('at /')).toBeInTheDocument();
    answer(
      new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Please sign in' } }), {
        status: 401,
      }),
    );
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(peekPostLoginPath()).toBe('/');
  });

  it('treats a session the server no longer knows as signed out', async () => {
    writeSessionId('expired-session');
    serverWith(null);
    renderWithApp(routes(), '/training');
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(localStorage.getItem('sessionId')).toBeNull();
  });
});

describe('logout', () => {
  it('clears the local session and says so', async () => {
    writeSessionId('resident-session');
    serverWith('user');
    renderWithApp(routes(), '/training');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(localStorage.getItem('sessionId')).toBeNull();
  });

  it('clears the local session even when the server call fails, with the error toast', async () => {
    writeSessionId('resident-session');
    serverWith('user', 500);
    renderWithApp(routes(), '/training');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(await screen.findByText('Logout error')).toBeInTheDocument();
    expect(screen.getByText('Failed to log out.')).toBeInTheDocument();
    expect(localStorage.getItem('sessionId')).toBeNull();
  });
});
