import type { Field } from './fields.ts';

/** One id a record names through a reference field of its descriptor. */
export interface NamedReference {
  /** Where the id sits in the record, list entries by index (`tutors.0.userId`): what an error names. */
  path: string;
  /** The field's path without indices (`tutors.userId`): the same for every entry of a list. */
  fieldPath: string;
  /** The resource the field points to (registry name). */
  resource: string;
  id: string;
  /** Set by the server, never by a request body. */
  serverManaged: boolean;
}

/** Every id a record names, through reference fields at any depth (objects, lists, lists of objects). */
export function referencesIn(fields: Record<string, Field>, record: Record<string, unknown>): NamedReference[] {
  const found: NamedReference[] = [];
  const visit = (field: Field, value: unknown, path: string, fieldPath: string, serverManaged: boolean) => {
    const managed = serverManaged || field.serverManaged === true;
    if (field.kind === 'reference') {
      if (typeof value === 'string' && value !== '') found.push({ path, fieldPath, resource: field.resource, id: value, serverManaged: managed });
    } else if (field.kind === 'list' && Array.isArray(value)) {
      value.forEach((item, index) => visit(field.of, item, `${path}.${index}`, fieldPath, managed));
    } else if (field.kind === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(field.fields))
        visit(inner, (value as Record<string, unknown>)[name], `${path}.${name}`, `${fieldPath}.${name}`, managed);
    }
  };
  for (const [name, field] of Object.entries(fields)) visit(field, record[name], name, name, false);
  return found;
}

/**
 * The references a write sets or changes: those of `after` whose id the same field (any entry of a list) did not
 * already name in `before`. Reordering a list or leaving a value as it was sets nothing.
 */
export function referencesSetBy(fields: Record<string, Field>, before: Record<string, unknown> | undefined, after: Record<string, unknown>): NamedReference[] {
  const kept = new Set(before ? referencesIn(fields, before).map(({ fieldPath, id }) => `${fieldPath}\u0000${id}`) : []);
  return referencesIn(fields, after).filter(({ fieldPath, id }) => !kept.has(`${fieldPath}\u0000${id}`));
}
