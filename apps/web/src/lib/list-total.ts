/** A page of a list as the server sends it: `isTotalCapped` when it stopped counting (decision 051). */
type Counted = { total: number; isTotalCapped?: boolean };

/** A list's total as people read it: the number, or "1,000+" when the server stopped counting there. */
export const totalLabel = (list: Counted | undefined) =>
  !list ? '0' : list.isTotalCapped ? `${list.total.toLocaleString('en-US')}+` : String(list.total);

/** A list's total and what it counts, as the card grids say it: '1 internship', '12 CVs', '1,000+ jobs'. */
export const countLabel = (list: Counted | undefined, nouns: { one: string; many: string }) =>
  `${totalLabel(list)} ${list?.total === 1 && !list.isTotalCapped ? nouns.one : nouns.many}`;
