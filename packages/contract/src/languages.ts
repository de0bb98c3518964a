/** Scripts written right to left, among the languages a catalog may be added for (web pages and mails alike). */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

export const directionOf = (language: string): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr');

/**
 * The locale Intl formats numbers and dates with, per language (decision 070): Arabic with Latin digits, as the
 * e-mail addresses, phone numbers and codes beside them are written; English as the specification's US dates. The
 * web app and the server's mails and push use the same.
 */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

export const intlLocaleOf = (language: string) => INTL_LOCALES[language] ?? language;
