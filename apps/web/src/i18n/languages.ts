import type { Messages } from '@lingui/core';

/**
 * The languages the app speaks: one catalog file each in ./catalogs (en.json is the source and the default).
 * Adding a language is adding its catalog file; the list, the switch and the loader follow from the files.
 */
const catalogLoaders = import.meta.glob<{ default: Messages }>('./catalogs/*.json');

const languageOfPath = (path: string) => path.replace(/^.*\/(.+)\.json$/, '$1');

export const SOURCE_LANGUAGE = 'en';

export const LANGUAGES: readonly string[] = Object.keys(catalogLoaders).map(languageOfPath).sort();

export { directionOf, intlLocaleOf } from '@hub/contract/languages';

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
