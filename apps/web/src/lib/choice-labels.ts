/**
 * The labels of a list of stored values (an enumeration of the contract: industries, job types, …), worded by
 * `keys` in the active language. The value stays what the server stores and filters on; a value the list does not
 * know (an older row's) shows as stored.
 */
export function choiceLabels<Key extends string>(word: (key: Key) => string, keys: Record<string, Key>) {
  const label = (value: string) => {
    // Own keys only: 'toString' is a value no list holds.
    const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
    return key ? word(key) : value;
  };
  return {
    label,
    /** A Select's options: each value with its label. */
    options: (values: readonly string[]) => values.map((value) => ({ value, label: label(value) })),
  };
}
