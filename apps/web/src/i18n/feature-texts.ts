import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { i18n, type MessageValues } from './i18n.ts';

const languageOfPath = (path: string) => path.replace(/^.*\/(.+)\.json$/, '$1');

/**
 * A feature's own texts: `features/<name>/i18n/<language>.json`, keys starting with `<name>.`, bundled with the
 * feature's code. Both languages come with the feature's chunk (a few KB, loaded when a page of it is first opened),
 * so the first load carries only the shell's catalog (i18n/catalogs) and stays within its budget. The texts are
 * added to Lingui's when the feature's code is first evaluated, before any of its components renders.
 *
 * In the feature: `export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json',
 * { eager: true }))`, with `import type en from './i18n/en.json'` (the source catalog names the keys).
 */
export function featureTexts<Catalog extends Record<string, string>>(
  catalogs: Record<string, { default: unknown }>,
) {
  for (const [path, catalog] of Object.entries(catalogs)) {
    // Compiled by the build (vite.config.ts), so not the JSON's strings but Lingui's structures.
    i18n.load(languageOfPath(path), { ...(catalog.default as Messages) });
  }
  type Id = keyof Catalog & string;
  return {
    /** Words a key of this feature in the active language; components using it render again on a switch. */
    useText: () => {
      const { _ } = useLingui();
      return _ as (id: Id, values?: MessageValues) => string;
    },
    /** The same outside React (toasts, validation messages). */
    text: (id: Id, values?: MessageValues) => i18n._(id, values),
  };
}
