import type { Messages } from '@lingui/core';

/**
 * The languages the app speaks: one catalog file each in ./catalogs (en.json is the source and the default).
 * Adding a language is adding its catalog file; the list, the switch and the loader follow from the files.
 */
const catalogLoaders = import.meta.glob<{ default: Messages }>('./catalogs/*.json');

const languageOfPath = (path: string) => path.replace(/^.*\/(.+)\.json$/, '$1');

export const SOURCE_LANGUAGE = 'en';

export const LANGUAGES: readonly string[] = Object.keys(catalogLoaders).map(languageOfPath).sort();

/** Scripts written right to left, among the languages a catalog may be added for. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

export const directionOf = (language: string): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr');

export const isLanguage = (value: unknown): value is string =>
  typeof value === 'string' && LANGUAGES.includes(value);

/** The first of the browser's preferred languages that has a catalog ("ar-EG" counts as "ar"), else English. */
export function pickLanguage(preferred: readonly string[]): string {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return SOURCE_LANGUAGE;
}

/** A language's compiled catalog (the build compiles each ICU message once: vite.config.ts). */
export async function loadCatalog(language: string) {
  const load = catalogLoaders[`./catalogs/${language}.json`];
  if (!load) throw new Error(`no catalog for the language ${language}`);
  return (await load()).default;
}

/** A language's name in that language ("English", "العربية"), as the switch lists it. */
export const nativeName = (language: string) =>
  new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

/**
 * The locale Intl formats numbers and dates with, per language (decision 070): Arabic with Latin digits, as the
 * e-mail addresses, phone numbers and codes beside them are written; English as the specification's US dates.
 */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

export const intlLocaleOf = (language: string) => INTL_LOCALES[language] ?? language;
