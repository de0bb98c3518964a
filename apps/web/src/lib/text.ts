/** Spec (admin.md section 9): description previews in the dashboard's lists are cut at 100 characters. */
const PREVIEW_LENGTH = 100;

/** The first 100 characters of a text, followed by '...' when it was longer. */
export const preview = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
