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

/** What the form needs to know of a field beyond its value, from the schema. */
export interface FieldFacts {
  isRequired(field: OwnProfileField): boolean;
  isDate(field: OwnProfileField): boolean;
}

// Dates are typed and shown as DD/MM/YYYY (the house format, whatever the browser's own date picker would show)
// and stored as YYYY-MM-DD.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
export const shownDate = (iso: string) => iso.replace(ISO_DATE, '$3/$2/$1');
/** A typed DD/MM/YYYY as YYYY-MM-DD; anything else as typed, for the schema to refuse under the field. */
export const storedDate = (typed: string) => {
  const match = TYPED_DATE.exec(typed.trim());
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : typed.trim();
};

/** The record's values of the fields the form shows. */
export function valuesOf(record: Record<string, unknown>, fields: readonly OwnProfileField[], facts: FieldFacts): ProfileValues {
  const values: ProfileValues = {};
  for (const field of fields) {
    const value = valueAt(record, field);
    const text = typeof value === 'string' ? value : '';
    values[field] = facts.isDate(field) ? shownDate(text) : text;
  }
  return values;
}

/**
 * The PATCH body of what changed, nested as the record is (`{ address: { city } }`) so it merges into the stored
 * record. A cleared optional field is `null` (the API's way to remove it); a cleared required one is sent empty, so
 * the schema answers "required" under it. Only the fields the form shows are ever sent: no `_label` and friends.
 */
export function patchOf(initial: ProfileValues, current: ProfileValues, facts: FieldFacts): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of Object.keys(current) as OwnProfileField[]) {
    const value = current[field] ?? '';
    if (value === (initial[field] ?? '')) continue;
    const keys = field.split('.');
    let target = body;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    if (value.trim() === '') target[keys.at(-1)!] = facts.isRequired(field) ? '' : null;
    else target[keys.at(-1)!] = facts.isDate(field) ? storedDate(value) : value;
  }
  return body;
}
