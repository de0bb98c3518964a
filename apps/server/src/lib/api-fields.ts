/** A row's own timestamps, as every API shape carries them. */
type Stamped = { createdAt: Date; updatedAt: Date };

/**
 * What the API answers of a row: the columns named, and its timestamps as ISO strings. The names are listed,
 * not spread, so that a column added later (or a private one) never leaves the server by accident.
 */
export function apiFields<Row extends Stamped, Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): Pick<Row, Key> & { createdAt: string; updatedAt: string } {
  const picked = Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
  return { ...picked, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
