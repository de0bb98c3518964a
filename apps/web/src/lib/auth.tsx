import type { LoginResponse, SessionUser } from '@hub/contract/auth/auth.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, api } from './api-client.ts';
import {
  clearSessionId,
  readSessionId,
  readSessionUser,
  writeSessionId,
  writeSessionUser,
} from './session-storage.ts';

type AuthState = {
  user: SessionUser | null;
  sessionId: string | null;
  /** True until the stored session has been checked with the server. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  signIn: (response: LoginResponse) => void;
  /** Ends the session on the server, then always clears it here, even when the call fails. */
  signOut: () => Promise<{ isServerSignedOut: boolean }>;
};

const AuthContext = createContext<AuthState | null>(null);
export const meQueryKey = ['auth', 'me'] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState(readSessionId);
  const me = useQuery({
    queryKey: [...meQueryKey, sessionId],
    queryFn: async () => {
      try {
        const { user } = await api.get<{ user: SessionUser }>('/auth/me');
        if (sessionId) writeSessionUser(sessionId, user);
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearSessionId();
          setSessionId(null);
          return null;
        }
        throw error;
      }
    },
    enabled: Boolean(sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // Offline, the check fails at once (instead of waiting for the network) and the remembered account is used.
    networkMode: 'always',
  });

  // A session can end on the server while the page is open (expiry, the whitelist entry paused or removed):
  // the first call answered 401 signs the browser out too, and the route guards send the person to /login.
  useEffect(() => {
    const endLocalSession = (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401) || !readSessionId()) return;
      clearSessionId();
      setSessionId(null);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endLocalSession(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endLocalSession(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  const signIn = useCallback(
    (response: LoginResponse) => {
      writeSessionId(response.sessionId);
      writeSessionUser(response.sessionId, response.user);
      queryClient.setQueryData([...meQueryKey, response.sessionId], response.user);
      setSessionId(response.sessionId);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    void endPushSubscription();
    let isServerSignedOut = true;
    try {
      await api.post('/auth/logout');
    } catch {
      isServerSignedOut = false;
    }
    clearSessionId();
    setSessionId(null);
    queryClient.clear();
    return { isServerSignedOut };
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    // Only a 401 ends the session. When the check could not reach the server (offline, or the server down), the
    // person stays signed in as the server last confirmed them; the check runs again once the network is back.
    const user = sessionId ? (me.data ?? (me.isError ? readSessionUser(sessionId) : null)) : null;
    return {
      user,
      sessionId,
      isLoading: Boolean(sessionId) && me.isPending,
      isAuthenticated: user !== null,
      isAdmin: user?.role === 'admin',
      signIn,
      signOut,
    };
  }, [sessionId, me.data, me.isError, me.isPending, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * Signing out ends this browser's push subscription too, so whoever signs in here next gets none of this person's
 * notifications; the server forgets it when the push service answers 410 to the next message.
 */
async function endPushSubscription() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // No service worker or no push in this browser: nothing to end.
  }
}

export function useAuth() {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
