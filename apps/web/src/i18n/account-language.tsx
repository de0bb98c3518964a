import type { LanguageRequest, SessionUser } from '@hub/contract/auth/auth.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../lib/api-client.ts';
import { meQueryKey, useAuth } from '../lib/auth.tsx';
import { readSessionId, writeSessionUser } from '../lib/session-storage.ts';
import { useLanguage } from './language-provider.tsx';
import { isLanguage } from './languages.ts';

/**
 * Keeps the account's language on the server, for its mails and its other browsers; the session's user, as the app
 * holds it, then says the new language (so that the account's language is not switched back to the old one).
 */
const putAccountLanguage = (language: string) =>
  api.put<{ user: SessionUser }>('/auth/language', { language } satisfies LanguageRequest);

function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: string) => {
      const { user } = await putAccountLanguage(language);
      const sessionId = readSessionId();
      if (!sessionId) return;
      writeSessionUser(sessionId, user);
      queryClient.setQueryData([...meQueryKey, sessionId], user);
    },
    [queryClient],
  );
}

/** The switch's choice: the app changes language at once; a signed-in account keeps it too. */
export function useChooseLanguage() {
  const { changeLanguage } = useLanguage();
  const { isAuthenticated } = useAuth();
  const saveAccountLanguage = useSaveAccountLanguage();
  return useCallback(
    async (language: string) => {
      await changeLanguage(language);
      if (isAuthenticated) await saveAccountLanguage(language).catch(() => undefined);
    },
    [changeLanguage, isAuthenticated, saveAccountLanguage],
  );
}

/**
 * After sign-in the account's language wins over this browser's: the app switches to it. An account that never
 * chose one takes the language it signed in with (chosen on /login, or the browser's), so its mails follow it.
 */
export function AccountLanguage() {
  const { user } = useAuth();
  const { language, changeLanguage } = useLanguage();
  const userId = user?.id;
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!userId || accountLanguage === undefined) return;
    // Saved without touching the session's user as the app holds it: this runs right after sign-in, while the login
    // page's guard sends the person on, and a new user object would render that guard again.
    if (accountLanguage === null) void putAccountLanguage(language).catch(() => undefined);
    else if (isLanguage(accountLanguage) && accountLanguage !== language)
      void changeLanguage(accountLanguage);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- on a new account or account language, not on a switch (the switch saves its own choice)
  }, [userId, accountLanguage]);
  return null;
}
