/** A page of a list as the server sends it: `isTotalCapped` when it stopped counting (decision 051). */
type Counted = { total: number; isTotalCapped?: boolean };

/** A list's total as people read it: the number, or "1,000+" when the server stopped counting there. */
export const totalLabel = (list: Counted | undefined) =>
  !list ? '0' : list.isTotalCapped ? `${list.total.toLocaleString('en-US')}+` : String(list.total);

/** A list's total and what it counts, as the card grids say it: '1 internship', '12 CVs', '1,000+ jobs'. */
export const countLabel = (list: Counted | undefined, nouns: { one: string; many: string }) =>
  `${totalLabel(list)} ${list?.total === 1 && !list.isTotalCapped ? nouns.one : nouns.many}`;

/**
 * A list's heading with its total, 'All Trips (3)'; the heading alone while the total is not known (loading, or
 * the list failed to load), since a failed list has no count and '(0)' would say it is empty.
 */
export const countedTitle = (title: string, list: { data?: Counted; isError: boolean }) =>
  list.isError || !list.data ? title : `${title} (${totalLabel(list.data)})`;
