/** A row's own timestamps, as every API shape carries them. */
type Stamped = { createdAt: Date; updatedAt: Date };
type ApiTimestamps = { createdAt: string; updatedAt: string };

/**
 * What the API answers of a row: the columns named, and its timestamps as ISO strings. The names are listed,
 * not spread, so that a column added later (or a private one) never leaves the server by accident.
 */
export function apiFields<Row extends Stamped, Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): Pick<Row, Key> & ApiTimestamps {
  const picked = Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
  return { ...picked, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The fields of a contract schema that a row holds as they are (the timestamps are converted). */
type FieldsOf<Shape> = Exclude<keyof Shape & string, keyof Stamped>;
const fieldNames = new WeakMap<object, string[]>();

/**
 * `apiFields` with the names its contract schema declares, where the API shape is a row's columns as they are:
 * the contract is then the one list of what leaves the server, and a column it does not name never does.
 */
export function apiRow<Shape extends object, Row extends Stamped & Record<FieldsOf<Shape>, unknown>>(
  schema: { shape: Shape },
  row: Row,
): Pick<Row, FieldsOf<Shape>> & ApiTimestamps {
  let names = fieldNames.get(schema);
  if (!names) {
    names = Object.keys(schema.shape).filter((name) => name !== 'createdAt' && name !== 'updatedAt');
    fieldNames.set(schema, names);
  }
  return apiFields(row, names as FieldsOf<Shape>[]);
}
