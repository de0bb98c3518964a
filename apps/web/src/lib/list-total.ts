import { text } from '../i18n/i18n.ts';
import { formatNumber } from '../i18n/format.ts';

/** A page of a list as the server sends it: `isTotalCapped` when it stopped counting (decision 051). */
type Counted = { total: number; isTotalCapped?: boolean };

/** A list's total as people read it: the number, or "1,000+" when the server stopped counting there. */
export const totalLabel = (list: Counted | undefined) =>
  !list ? formatNumber(0) : `${formatNumber(list.total)}${list.isTotalCapped ? '+' : ''}`;

/**
 * What a counted message needs: `count` chooses the plural form, `total` is the number as shown ("1,000+" when
 * capped). The message is the feature's, so each language words its noun with its own plural forms:
 * `"{count, plural, one {{total} CV} other {{total} CVs}}"`, worded as `t('cvShowcase.found', countValues(list))`.
 */
export const countValues = (list: Counted | undefined) => ({
  count: list?.total ?? 0,
  total: totalLabel(list),
});

/**
 * A list's total and what it counts in English nouns: '1 internship', '1,000+ jobs'.
 * @deprecated Joins English words, so it cannot be translated: word a plural message with `countValues` instead.
 */
export const countLabel = (list: Counted | undefined, nouns: { one: string; many: string }) =>
  `${totalLabel(list)} ${list?.total === 1 && !list.isTotalCapped ? nouns.one : nouns.many}`;

/**
 * A list's heading with its total, 'All Trips (3)'; the heading alone while the total is not known (loading, or
 * the list failed to load), since a failed list has no count and '(0)' would say it is empty.
 */
export const countedTitle = (title: string, list: { data?: Counted; isError: boolean }) =>
  list.isError || !list.data ? title : text('list.countedTitle', { title, total: totalLabel(list.data) });
