import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('resident login page', () => {
  it('asks for an e-mail before calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithApp(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Access Platform' }));
    // Once, in the toast: the field only turns red, so the text is not shown twice.
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    // Only how residents sign in was read (GET /api/auth/sign-in-mode); nothing was sent to log in.
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/login');
  });

  it('says how to get in, and asks for no e-mail, where residents sign in by invite link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/sign-in-mode'
          ? new Response(JSON.stringify({ residentSignIn: 'invite' }), { status: 200 })
          : new Response('{}', { status: 500 }),
      ),
    );
    renderWithApp(<LoginPage />, '/login');
    expect(await screen.findByText(/Ask the committee for an invite link\./)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Access' })).toBeInTheDocument();
  });

  it("shows the server's refusal as 'Access Denied'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'NOT_WHITELISTED', message: 'Not on the list.' } }), {
            status: 403,
          }),
      ),
    );
    renderWithApp(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email Address'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Access Platform' }));
    await waitFor(() => expect(screen.getByText('Access Denied')).toBeInTheDocument());
    expect(screen.getByText('Not on the list.')).toBeInTheDocument();
  });

  it('switches to the request form and back', async () => {
    renderWithApp(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByRole('heading', { name: 'Request Access' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Unit Number/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Access Platform' })).toBeInTheDocument();
  });
});
