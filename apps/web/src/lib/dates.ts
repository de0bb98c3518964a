import { formatLongDateIn } from '../i18n/format.ts';

const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "November 22, 2026": the spec's long US format in English; the active language's long form in another. */
export const formatLongDate = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatLongDateIn(date) : 'N/A';
};

/** The admin dashboard's local date format, or N/A if invalid. */
export const formatLocalDateTime = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? local.format(date) : 'N/A';
};
