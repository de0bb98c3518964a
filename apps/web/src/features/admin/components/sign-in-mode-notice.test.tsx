import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, SOURCE_LANGUAGE } from '../../../i18n/i18n.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { useMailStatus } from '../../mail/index.ts';
import { SignInModeNotice } from './sign-in-mode-notice.tsx';

const TITLE = 'Residents sign in by e-mail alone';

/** The server as the notice reads it: who is signed in, and the sign-in mode and mail set-up. */
function serve(adminId: string, status: { residentSignIn: string; isSmtpConfigured: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/me')
        return new Response(
          JSON.stringify({
            user: { id: adminId, email: `${adminId}@hub.test`, name: null, role: 'admin', language: null },
          }),
        );
      if (url === '/api/admin/mail/status') return new Response(JSON.stringify(status));
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found.' } }), {
        status: 404,
      });
    }),
  );
}

/** Says 'read' once the notice has all it decides on: who is signed in and the server's settings. */
function Probe() {
  const { user } = useAuth();
  const status = useMailStatus();
  return user && status.data ? <p>read</p> : null;
}

/** Renders the notice afresh (a reload) and waits until it has read the server. */
async function reload() {
  const view = renderWithApp(
    <>
      <SignInModeNotice />
      <Probe />
    </>,
    '/admin',
  );
  await screen.findByText('read');
  return view;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('sessionId', 'a-session');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage(SOURCE_LANGUAGE);
});

describe('the sign-in warning on the dashboard', () => {
  it('stays dismissed for the administrator who dismissed it, until the setting it warns about changes', async () => {
    const email = { residentSignIn: 'email', isSmtpConfigured: false };
    serve('admin-1', email);
    let view = await reload();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();

    // A reload: still dismissed.
    view.unmount();
    view = await reload();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();

    // Another administrator on this device still sees it.
    view.unmount();
    serve('admin-2', email);
    view = await reload();
    await screen.findByText(TITLE);

    // Mail is set up (the advice changes): it returns for the first one.
    view.unmount();
    serve('admin-1', { residentSignIn: 'email', isSmtpConfigured: true });
    view = await reload();
    await screen.findByText(TITLE);
    view.unmount();
  });

  it('comes back after the mode was code for a while and returns to e-mail alone', async () => {
    serve('admin-1', { residentSignIn: 'email', isSmtpConfigured: false });
    let view = await reload();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss this notice' }));
    view.unmount();

    serve('admin-1', { residentSignIn: 'code', isSmtpConfigured: true });
    view = await reload();
    await vi.waitFor(() => expect(localStorage.getItem('signInNoticeDismissed:admin-1')).toBe('""'));
    view.unmount();

    serve('admin-1', { residentSignIn: 'email', isSmtpConfigured: false });
    view = await reload();
    await screen.findByText(TITLE);
    view.unmount();
  });

  it('says what to do, with the Mail page a link inside the sentence, in either language', async () => {
    serve('admin-1', { residentSignIn: 'email', isSmtpConfigured: false });
    let view = await reload();
    expect(screen.getByRole('link', { name: 'the Mail page' })).toHaveAttribute('href', '/admin/mail');
    expect(screen.getByText(/Mail is not set up yet: see/)).toBeInTheDocument();
    view.unmount();

    await activateLanguage('ar');
    view = await reload();
    await screen.findByText('يسجّل السكان الدخول بالبريد الإلكتروني وحده');
    expect(screen.getByRole('link', { name: 'صفحة البريد' })).toHaveAttribute('href', '/admin/mail');
    view.unmount();
  });
});
