import { i18n, text } from '../i18n/i18n.ts';
import { formatLongDateIn } from '../i18n/format.ts';
import { intlLocaleOf, SOURCE_LANGUAGE } from '../i18n/languages.ts';

// Building a formatter is costly and the dashboard formats a date per row: one per locale.
const localFormats = new Map<string, Intl.DateTimeFormat>();

function localFormatIn(locale: string) {
  let format = localFormats.get(locale);
  if (!format)
    localFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })),
    );
  return format;
}

/** "November 22, 2026": the spec's long US format in English; the active language's long form in another. */
export const formatLongDate = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatLongDateIn(date) : text('common.notAvailable');
};

/** The admin dashboard's date and time ("Nov 22, 2026, 3:04 PM" in English), or N/A if invalid. */
export const formatLocalDateTime = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime())
    ? localFormatIn(intlLocaleOf(i18n.locale || SOURCE_LANGUAGE)).format(date)
    : text('common.notAvailable');
};
