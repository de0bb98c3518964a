import type { Messages } from '@lingui/core';
import { featureTextLoaders, i18n } from '../../i18n/i18n.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';

/**
 * The contract's messages (what its schemas tell a form, what the server answers) are English, worded once in
 * packages/contract for both sides of the wire. In another language they are worded here: each is found in the
 * source catalog (./i18n/en.json, which the catalogs' check keeps equal to the contract's messages) by its English
 * text, exactly, or by its pattern ("{label} must be at most {max} characters"), and said in the active language.
 * A pattern's values are worded too (the label), or kept (a number, a name). English needs nothing loaded.
 */
const loaders = import.meta.glob<{ default: Messages }>('./i18n/*.json');

type Pattern = { key: string; matcher: RegExp; names: string[] };
type Source = { exact: Map<string, string>; patterns: Pattern[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled message (Lingui's: a string, or a list of strings and [name] arguments) as a matcher of its text. */
function patternOf(key: string, compiled: Messages[string]): Pattern {
  const parts = Array.isArray(compiled) ? compiled : [compiled];
  const names: string[] = [];
  const expression = parts
    .map((part) => {
      if (typeof part === 'string') return escapeRegExp(part);
      names.push(String(part[0]));
      return '(.+?)';
    })
    .join('');
  return { key, matcher: new RegExp(`^${expression}$`, 'u'), names };
}

function sourceOf(catalog: Messages): Source {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, compiled] of Object.entries(catalog)) {
    if (typeof compiled === 'string') exact.set(compiled, key);
    else patterns.push(patternOf(key, compiled));
  }
  // The most words first: "Search must be at most {title} characters" before "{label} must be at most {max} …".
  const literalLength = ({ matcher }: Pattern) => matcher.source.replaceAll('(.+?)', '').length;
  patterns.sort((a, b) => literalLength(b) - literalLength(a));
  return { exact, patterns };
}

let source: Source | undefined;
const loading = new Map<string, Promise<void>>();

const loadLanguage = (language: string) => {
  let languageLoading = loading.get(language);
  if (!languageLoading) {
    const load = loaders[`./i18n/${language}.json`];
    if (!load) throw new Error(`the contract's messages have no ${language} catalog`);
    languageLoading = load().then(({ default: catalog }) => {
      if (language === SOURCE_LANGUAGE) source = sourceOf(catalog);
      else i18n.load(language, { ...catalog });
    });
    loading.set(language, languageLoading);
  }
  return languageLoading;
};

// Another language loads its wording and the English it is found by, before the app shows that language.
featureTextLoaders.add(async (language) => {
  if (language !== SOURCE_LANGUAGE)
    await Promise.all([loadLanguage(SOURCE_LANGUAGE), loadLanguage(language)]);
});

/** A message of the contract or the server in the active language; one it does not know stays as it is. */
export function wordMessage(message: string): string {
  if (i18n.locale === SOURCE_LANGUAGE || !source) return message;
  const key = source.exact.get(message);
  if (key) return i18n._(key);
  for (const { key: patternKey, matcher, names } of source.patterns) {
    const match = matcher.exec(message);
    if (!match) continue;
    // A number stays a number, for the language's plural forms ("{minutes, plural, …}").
    const valueOf = (part: string) => (/^\d+$/.test(part) ? Number(part) : wordMessage(part));
    const values = Object.fromEntries(names.map((name, index) => [name, valueOf(match[index + 1] ?? '')]));
    return i18n._(patternKey, values);
  }
  return message;
}

/** The field errors of a form or an answer (`{ email: 'Please enter a valid email address' }`), worded. */
export const wordFieldMessages = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, wordMessage(message)]));
