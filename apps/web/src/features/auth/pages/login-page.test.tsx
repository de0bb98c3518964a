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
    expect(fetchSpy).not.toHaveBeenCalled();
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
