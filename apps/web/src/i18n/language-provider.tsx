import { I18nProvider, useLingui } from '@lingui/react';
import { DirectionProvider, useDirection } from '@mantine/core';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { activateLanguage, i18n, type MessageId, type MessageValues, storeLanguage } from './i18n.ts';
import { directionOf, SOURCE_LANGUAGE } from './languages.ts';

type LanguageChoice = {
  language: string;
  /** Loads the language's catalog, then shows the app in it and keeps the choice in this browser. */
  changeLanguage: (language: string) => Promise<void>;
};

const LanguageContext = createContext<LanguageChoice>({
  language: SOURCE_LANGUAGE,
  changeLanguage: async () => undefined,
});

export const useLanguage = () => use(LanguageContext);

/** Mantine's direction (its components' own right-to-left styles) follows the language. */
function DirectionFollowsLanguage({ language }: { language: string }) {
  const { dir, setDirection } = useDirection();
  const wanted = directionOf(language);
  useEffect(() => {
    if (dir !== wanted) setDirection(wanted);
  }, [dir, wanted, setDirection]);
  return null;
}

/**
 * The active language's texts for the tree below. The first catalog is loaded before the first render (main.tsx,
 * prerender.tsx), so no text is ever shown as its key.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(() => i18n.locale || SOURCE_LANGUAGE);
  const changeLanguage = useCallback(async (next: string) => {
    await activateLanguage(next);
    storeLanguage(next);
    setLanguage(next);
  }, []);
  const choice = useMemo(() => ({ language, changeLanguage }), [language, changeLanguage]);
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <DirectionFollowsLanguage language={language} />
        <LanguageContext value={choice}>{children}</LanguageContext>
      </DirectionProvider>
    </I18nProvider>
  );
}

/** The function that words a catalog key in the active language; components using it render again on a switch. */
export function useText() {
  const { _ } = useLingui();
  return _ as (id: MessageId, values?: MessageValues) => string;
}
