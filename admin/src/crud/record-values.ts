import type { Field } from '@binome/schema';

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

/**
 * An edit form's PATCH: what the form holds, plus `null` for each field that had a value and is now blank
 * (the API clears a field sent as `null`; a field left out of a PATCH keeps its value). Nested sections are
 * compared field by field; server-set fields are never sent, and only the fields the form showed (`shown`, by
 * dotted path) can be cleared: a field the form hid (technical, not applying, not writable) keeps its value.
 */
export function withClearedFields(
  before: unknown,
  after: Record<string, unknown>,
  fields: Record<string, Field>,
  shown: (path: string) => boolean = () => true,
  prefix = '',
): Record<string, unknown> {
  const patch: Record<string, unknown> = { ...after };
  const previous = (before ?? {}) as Record<string, unknown>;
  for (const [name, field] of Object.entries(fields)) {
    if (field.serverManaged) continue;
    const path = prefix ? `${prefix}.${name}` : name;
    const had = compactForSubmit(previous[name]) !== undefined;
    if (!had) continue;
    if (field.kind === 'object') {
      const nested = withClearedFields(previous[name], (patch[name] ?? {}) as Record<string, unknown>, field.fields, shown, path);
      if (Object.keys(nested).length > 0) patch[name] = nested;
    } else if (patch[name] === undefined && shown(path)) {
      // A required field sent as null is refused by the schema with its 'is required' message, as it should be.
      patch[name] = null;
    }
  }
  return patch;
}

/**
 * A create form's values with each required group that was left wholly empty opened as `{}`: an empty group is
 * dropped on submit (`compactForSubmit`), and the schema would then blame the group as a whole, which no field of
 * the form shows. Opened, the group's own required fields are blamed, each under its input.
 */
export function withRequiredGroupsOpened(values: Record<string, unknown>, fields: Record<string, Field>): Record<string, unknown> {
  const opened: Record<string, unknown> = { ...values };
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind !== 'object' || field.serverManaged) continue;
    const value = opened[name];
    if (value === undefined && field.required) opened[name] = withRequiredGroupsOpened({}, field.fields);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value))
      opened[name] = withRequiredGroupsOpened(value as Record<string, unknown>, field.fields);
  }
  return opened;
}

/**
 * A form's values without what the server sets (a session's participant names, its origin): an edit form holds the
 * record as loaded, list items whole, and the API refuses a server-managed field from a client, which no input of
 * the form could show.
 */
export function withoutServerManaged(values: Record<string, unknown>, fields: Record<string, Field>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields[name];
    if (field?.serverManaged) continue;
    kept[name] = field ? withoutServerManagedIn(value, field) : value;
  }
  return kept;
}

function withoutServerManagedIn(value: unknown, field: Field): unknown {
  const isRecord = (item: unknown): item is Record<string, unknown> => item !== null && typeof item === 'object' && !Array.isArray(item);
  if (field.kind === 'object' && isRecord(value)) return withoutServerManaged(value, field.fields);
  if (field.kind === 'list' && Array.isArray(value)) return value.map((item) => withoutServerManagedIn(item, field.of));
  return value;
}
