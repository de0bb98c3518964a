import { setupI18n } from '@lingui/core';
import type sourceCatalog from './catalogs/en.json';
import {
  directionOf,
  intlLocaleOf,
  isLanguage,
  loadCatalog,
  pickLanguage,
  SOURCE_LANGUAGE,
} from './languages.ts';

/** A key of the source catalog: a text the app shows, worded per language by the catalogs. */
export type MessageId = keyof typeof sourceCatalog;
export type MessageValues = Record<string, string | number>;

/** The app's one Lingui instance: the provider renders with it, and code outside React (toasts) words with it. */
export const i18n = setupI18n();

/** The browser's choice before sign-in (the account's after it is kept on the server: issue 31). */
const LANGUAGE_KEY = 'language';

function readStoredLanguage(): string | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The choice is also a cookie (a preference, nobody's identity): the server reads it to send /login, /admin-login
 * and / prerendered in this language (apps/server's plugins/spa.ts).
 */
const writeLanguageCookie = (language: string) => {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
};

export const storeLanguage = (language: string) => {
  localStorage.setItem(LANGUAGE_KEY, language);
  writeLanguageCookie(language);
};

/**
 * The language to start in: the one chosen in this browser, else the first of the browser's that has a catalog.
 * A choice made before the cookie existed is written to it now, so the next page arrives prerendered in it.
 */
export function startingLanguage() {
  const stored = readStoredLanguage();
  if (stored) writeLanguageCookie(stored);
  return stored ?? pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * The loaders of the features' own texts (feature-texts.ts), one per feature whose code has been loaded: a language
 * switch loads theirs in the new language before it shows it, so no component waits or shows a key.
 */
export const featureTextLoaders = new Set<(language: string) => Promise<void>>();

/**
 * Loads the language's catalog (only that one), and the texts in it of every feature loaded so far, and makes it
 * the app's; the document follows (lang, dir).
 */
export async function activateLanguage(language: string) {
  const [messages] = await Promise.all([
    loadCatalog(language),
    ...[...featureTextLoaders].map((load) => load(language)),
  ]);
  // Added to the language's texts, not in their place: features loaded so far have added theirs (feature-texts.ts).
  i18n.load(language, { ...messages });
  // Numbers inside messages (ICU's #) as formatNumber writes them: Arabic with Latin digits (decision 070).
  i18n.activate(language, [intlLocaleOf(language)]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
}

/** A text of the active language. */
export const text = (id: MessageId, values?: MessageValues) => i18n._(id, values);

export { SOURCE_LANGUAGE };
