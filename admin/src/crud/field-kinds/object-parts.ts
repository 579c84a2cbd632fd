import type { Field } from '@binome/schema';

/**
 * The parts of an object worth showing: its filled fields, but a referenced record's name once: by the label the
 * server gave (then the stored copy, a participant's `fullName`, is left out), or, where the reader may not see
 * the referenced record, by the stored copy the object itself holds (rather than 'not accessible'); in a table
 * cell, without its flags.
 */
export function objectParts(
  fields: Record<string, Field>,
  record: Record<string, unknown>,
  compact: boolean,
  labelOf: (resource: string, id: string) => string | null,
): [string, Field][] {
  const filled = Object.entries(fields).filter(([name]) => record[name] !== undefined && record[name] !== null && record[name] !== '');
  const references = filled.filter(([, field]) => field.kind === 'reference');
  const labelled = references.some(([name, field]) => field.kind === 'reference' && labelOf(field.resource, String(record[name])) !== null);
  const storedName = filled.some(([, field]) => field.kind === 'text');
  return filled.filter(([, field]) => {
    if (compact && field.kind === 'boolean') return false;
    if (references.length === 0) return true;
    if (field.kind === 'text') return !labelled;
    if (field.kind === 'reference') return labelled || !storedName;
    return true;
  });
}
