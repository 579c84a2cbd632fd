import { translate, type Entity, type Field, type Language } from '@binome/schema';
import { fieldAllowed } from '../resources/access.ts';

export interface CsvColumn {
  path: string;
  header: string;
  field: Field;
}

/**
 * The columns of an export: every leaf field of the descriptor, headed by its translated label (with its
 * section's, for nested fields), except sensitive fields (minors' contact details, documents), which never leave
 * in a file, and except what the reader's rules do not let them read.
 */
export function csvColumns(entity: Entity, language: Language, allowed: readonly string[] | 'all'): CsvColumn[] {
  const columns: CsvColumn[] = [{ path: 'id', header: 'id', field: { kind: 'text', required: false, max: 100 } }];
  const walk = (fields: Record<string, Field>, sections: string[]) => {
    for (const field of Object.values(fields)) {
      if (field.sensitive || !field.path || field.path === 'id') continue;
      if (allowed !== 'all' && !fieldAllowed(allowed, field.path) && !allowed.some((pattern) => pattern.startsWith(`${field.path}.`))) continue;
      const label = translate(language, field.labelKey ?? field.path);
      if (field.kind === 'object') walk(field.fields, [...sections, label]);
      else if (allowed === 'all' || fieldAllowed(allowed, field.path)) columns.push({ path: field.path, header: [...sections, label].join(' – '), field });
    }
  };
  walk(entity.fields, []);
  return columns;
}

/** One cell: enumerations and yes/no translated, lists joined, objects in lists as JSON. */
export function csvCell(column: CsvColumn, value: unknown, language: Language): string {
  if (value === undefined || value === null) return '';
  const field = column.field.kind === 'list' ? column.field.of : column.field;
  const one = (item: unknown): string => {
    if (item === null || item === undefined) return '';
    if (field.kind === 'enum') return translate(language, field.enumeration.labelKey(item as never));
    if (field.kind === 'boolean') return translate(language, item ? 'values.yes' : 'values.no');
    if (typeof item === 'object') return JSON.stringify(item);
    return String(item);
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}
