import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { intlLocaleOf } from '@hub/contract/languages';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The language the app falls back to, whose catalog is the source of every other (as in the web app). */
const SOURCE_LANGUAGE = 'en';

export type TextValues = Record<string, string | number>;

/**
 * Texts the server words itself (mails, push), in ICU MessageFormat as the web app's (decision 070): a folder of one
 * catalog per language, `<language>.json`, checked with the web app's by scripts/check-i18n.mjs. Returns a function
 * that gives the words of a language (an unknown language or none: English).
 */
export function catalogTexts<Catalog extends Record<string, string>>(folder: URL) {
  const path = fileURLToPath(folder);
  const byLanguage = new Map<string, I18n>();
  for (const file of readdirSync(path).filter((name) => name.endsWith('.json'))) {
    const language = file.replace(/\.json$/, '');
    const catalog = JSON.parse(readFileSync(join(path, file), 'utf8')) as Record<string, string>;
    const messages = Object.fromEntries(
      Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]),
    );
    // Numbers inside messages (ICU's #) as the web app writes them: Arabic with Latin digits (decision 070).
    const locales = [intlLocaleOf(language)];
    byLanguage.set(language, setupI18n({ locale: language, locales, messages: { [language]: messages } }));
  }
  const source = byLanguage.get(SOURCE_LANGUAGE);
  if (!source) throw new Error(`${path} has no ${SOURCE_LANGUAGE}.json`);
  return (language: string | null | undefined) => {
    const i18n = (language && byLanguage.get(language)) || source;
    return Object.assign((id: keyof Catalog & string, values?: TextValues) => i18n._(id, values), {
      language: i18n.locale,
    });
  };
}
