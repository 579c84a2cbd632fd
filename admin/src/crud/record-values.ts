/**
 * What a form sends: blanks left out (an empty input means "not given", never an empty string the schema would
 * refuse as too short), nested sections kept only when something is filled in. Lists stay, even empty, so that a
 * list emptied on an edit form is saved empty.
 */
export function compactForSubmit(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compactForSubmit).filter((item) => item !== undefined);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, compactForSubmit(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** The value at a dotted path of a record (`address.city`). */
export function valueAt(record: unknown, path: string): unknown {
  let current = record;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
