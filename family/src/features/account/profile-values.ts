import type { Field, OwnProfileField } from '@binome/schema';

/** The form's values: one string per profile field, '' when empty (inputs and selects speak strings). */
export type ProfileValues = Partial<Record<OwnProfileField, string>>;

function valueAt(record: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], record);
}

export function fieldAt(fields: Record<string, Field>, path: string): Field | undefined {
  const [head, ...rest] = path.split('.');
  const field = fields[head!];
  if (!field || rest.length === 0) return field;
  return field.kind === 'object' ? fieldAt(field.fields, rest.join('.')) : undefined;
}

/** The record's values of the fields the form shows. */
export function valuesOf(record: Record<string, unknown>, fields: readonly OwnProfileField[]): ProfileValues {
  const values: ProfileValues = {};
  for (const field of fields) {
    const value = valueAt(record, field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/**
 * The PATCH body of what changed, nested as the record is (`{ address: { city } }`) so it merges into the stored
 * record. A cleared optional field is `null` (the API's way to remove it); a cleared required one is sent empty, so
 * the schema answers "required" under it. Only the fields the form shows are ever sent: no `_label` and friends.
 */
export function patchOf(initial: ProfileValues, current: ProfileValues, isRequired: (field: OwnProfileField) => boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of Object.keys(current) as OwnProfileField[]) {
    const value = current[field] ?? '';
    if (value === (initial[field] ?? '')) continue;
    const keys = field.split('.');
    let target = body;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys.at(-1)!] = value.trim() === '' && !isRequired(field) ? null : value;
  }
  return body;
}
