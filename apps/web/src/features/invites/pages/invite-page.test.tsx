import { INVITE_MESSAGES } from '@hub/contract/invites/invite.schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { InvitePage } from './invite-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const RESIDENT = { id: 'u1', email: 'invited@example.com', name: null, role: 'user', language: null };

describe('invite page', () => {
  it('signs the resident in with the link once and offers a passkey', async () => {
    const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/invite') return json({ user: RESIDENT, sessionId: 's1' });
      if (url === '/api/auth/me') return json({ user: RESIDENT });
      if (url === '/api/passkeys') return json({ items: [] });
      return json({ error: { code: 'NOT_FOUND', message: `${init?.method} ${url}` } }, 404);
    });
    vi.stubGlobal('fetch', fetchSpy);
    renderWithApp(<InvitePage />, '/invite?token=a-token-of-twenty-characters');
    expect(await screen.findByRole('heading', { name: 'Welcome, you are signed in' })).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as invited@example.com\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Passkeys' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.filter(([url]) => url === '/api/auth/invite')).toHaveLength(1);
    expect(localStorage.getItem('sessionId')).toBe('s1');
  });

  it("shows the server's refusal and the way to the login page", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'INVALID_INVITE', message: INVITE_MESSAGES.invalid } }, 400)),
    );
    renderWithApp(<InvitePage />, '/invite?token=a-token-of-twenty-characters');
    expect(await screen.findByRole('heading', { name: 'Invite link not accepted' })).toBeInTheDocument();
    expect(screen.getByText(INVITE_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
  });
});
