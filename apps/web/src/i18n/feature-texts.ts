import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { featureTextLoaders, i18n, type MessageValues } from './i18n.ts';

/**
 * A feature's own texts: `features/<name>/i18n/<language>.json` (its dashboard's in `admin/i18n`), keys starting
 * with `<name>.`. Each language is its own small chunk, and only the active language's is loaded: with the
 * feature's code when the language is chosen (activateLanguage), or, for a feature whose code arrives later, by its
 * first component to render, which waits for it (Suspense: the page's skeleton shows meanwhile). The first load thus
 * carries the shell's catalog and the texts of what the home page shows, in one language.
 *
 * In the feature: `export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'))`, with
 * `import type en from './i18n/en.json'` (the source catalog names the keys).
 */
export function featureTexts<Catalog extends Record<string, string>>(
  loaders: Record<string, () => Promise<unknown>>,
) {
  const loading = new Map<string, Promise<void>>();
  const loaded = new Set<string>();
  const load = (language: string) => {
    let languageLoading = loading.get(language);
    if (!languageLoading) {
      const loader = loaders[`./i18n/${language}.json`];
      if (!loader) throw new Error(`a feature has no ${language} texts`);
      // Compiled by the build (vite.config.ts): Lingui's structures, not the JSON's strings.
      languageLoading = loader().then((module) => {
        i18n.load(language, { ...(module as { default: Messages }).default });
        loaded.add(language);
      });
      loading.set(language, languageLoading);
    }
    return languageLoading;
  };
  featureTextLoaders.add(load);
  // Loaded now if the app already speaks a language (this feature's code arrived after the start).
  if (i18n.locale) void load(i18n.locale);

  type Id = keyof Catalog & string;
  return {
    /** Words a key of this feature in the active language; components using it render again on a switch. */
    useText: () => {
      const { i18n: active, _ } = useLingui();
      if (!loaded.has(active.locale)) use(load(active.locale));
      return _ as (id: Id, values?: MessageValues) => string;
    },
    /** The same outside React (toasts, validation messages), once a component of the feature has rendered. */
    text: (id: Id, values?: MessageValues) => i18n._(id, values),
  };
}
