const longUs = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "November 22, 2026": the spec's long US format. */
export const formatLongDate = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? longUs.format(date) : 'N/A';
};

/** The admin dashboard's local date format, or N/A if invalid. */
export const formatLocalDateTime = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? local.format(date) : 'N/A';
};
