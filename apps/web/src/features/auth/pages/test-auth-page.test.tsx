import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionId } from '../../../lib/session-storage.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { TestAuthPage } from './test-auth-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('developer test page', () => {
  it('shows the session and the helpers outside production', async () => {
    writeSessionId('a-full-session-id-of-forty-three-characters!');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/test-auth/status')
          ? answer(200, { ok: true })
          : answer(200, {
              user: { id: '1', email: 'dev@hub.test', name: 'Dev', role: 'admin', language: null },
            }),
      ),
    );
    renderWithApp(<TestAuthPage />, '/test-auth');
    expect(await screen.findByText('a-full-session-id-of-forty-three-characters!')).toBeInTheDocument();
    expect(await screen.findByText('dev@hub.test')).toBeInTheDocument();
    for (const name of ['Add to Whitelist', 'Create User', 'Create Admin', 'Logout'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('does not exist where the server has no test helpers (production)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })),
    );
    renderWithApp(<TestAuthPage />, '/test-auth');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Admin' })).not.toBeInTheDocument();
  });
});
