import { i18n } from './i18n.ts';
import { intlLocaleOf } from './languages.ts';

// Formatters are costly to build and formatting is hot in lists: one of each per locale.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const activeLocale = () => intlLocaleOf(i18n.locale || 'en');

/** A number as the active language writes it ("1,234"; Arabic with Latin digits and its own separators). */
export function formatNumber(value: number) {
  const locale = activeLocale();
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** A date in the active language's long form: "November 22, 2026" (the spec's) in English, "22 نوفمبر 2026" in Arabic. */
export function formatLongDateIn(date: Date) {
  const locale = activeLocale();
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric' })),
    );
  return format.format(date);
}
