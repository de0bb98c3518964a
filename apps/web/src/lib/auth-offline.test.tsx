import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { useAuth } from './auth.tsx';
import { readSessionId, writeSessionId, writeSessionUser } from './session-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const RESIDENT = { id: '1', email: 'a@hub.test', name: 'Amira', role: 'user' as const, language: null };

function WhoAmI() {
  const { isLoading, user } = useAuth();
  return <p>{isLoading ? 'checking' : user ? `signed in as ${user.name}` : 'signed out'}</p>;
}

describe('a stored session whose check cannot reach the server', () => {
  it('stays signed in as the server last confirmed, when the network is down', async () => {
    writeSessionId('session-1');
    writeSessionUser('session-1', RESIDENT);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithApp(<WhoAmI />);
    expect(await screen.findByText('signed in as Amira')).toBeInTheDocument();
    expect(readSessionId()).toBe('session-1');
  });

  it('stays signed in when the server answers 502 (down behind its proxy)', async () => {
    writeSessionId('session-1');
    writeSessionUser('session-1', RESIDENT);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Bad Gateway', { status: 502 })));
    renderWithApp(<WhoAmI />);
    expect(await screen.findByText('signed in as Amira')).toBeInTheDocument();
  });

  it('does not take another session’s account for this one', async () => {
    writeSessionId('session-2');
    writeSessionUser('session-1', RESIDENT);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithApp(<WhoAmI />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('signs out on a real 401 only', async () => {
    writeSessionId('session-1');
    writeSessionUser('session-1', RESIDENT);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Please sign in' } }), {
          status: 401,
        }),
      ),
    );
    renderWithApp(<WhoAmI />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(readSessionId()).toBeNull();
  });
});
