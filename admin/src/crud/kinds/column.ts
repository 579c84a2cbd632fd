import { fieldAt, type Entity, type EnumDefinition, type Field } from '@binome/schema';

/**
 * How a value is shown in a table cell or on a record's page, decided by its field's kind (house rule 7). The
 * React side (`field-value.tsx`) draws it; `display.ts` gives the plain text of it.
 */

/** A long text is cut to this many characters in a table cell; the record's page shows it whole. */
export const LONG_TEXT_CELL_LENGTH = 80;

export interface ObjectEntry {
  name: string;
  field: Field;
  column: ColumnSpec;
}

export type ColumnSpec =
  | { type: 'text' | 'email' | 'phone' | 'url' | 'date' | 'dateTime' | 'time' | 'boolean' | 'number' | 'rating' | 'file' | 'availability' }
  | { type: 'longText'; maxLength: number }
  | { type: 'enum'; enumeration: EnumDefinition }
  | { type: 'reference'; resource: string }
  | { type: 'list'; of: ColumnSpec }
  | { type: 'object'; fields: ObjectEntry[] };

export type ColumnType = ColumnSpec['type'];

export function columnFor(field: Field): ColumnSpec {
  switch (field.kind) {
    case 'text':
    case 'zipCode':
      return { type: 'text' };
    case 'longText':
      return { type: 'longText', maxLength: LONG_TEXT_CELL_LENGTH };
    case 'email':
    case 'phone':
    case 'url':
    case 'date':
    case 'dateTime':
    case 'time':
    case 'boolean':
    case 'number':
    case 'rating':
    case 'file':
    case 'availability':
      return { type: field.kind };
    case 'enum':
      return { type: 'enum', enumeration: field.enumeration };
    case 'reference':
      return { type: 'reference', resource: field.resource };
    case 'list':
      return { type: 'list', of: columnFor(field.of) };
    case 'object':
      return { type: 'object', fields: Object.entries(field.fields).map(([name, child]) => ({ name, field: child, column: columnFor(child) })) };
  }
}

/** Whether a list may be sorted on a column: the BFF refuses a sort on any field its descriptor does not allow. */
export function sortableColumn(entity: Pick<Entity, 'sortable'>, path: string): boolean {
  return entity.sortable.includes(path);
}

export interface EntityColumn {
  /** Dotted path from the record root, also the column's key and its sort field. */
  path: string;
  field: Field;
  labelKey: string;
  column: ColumnSpec;
  sortable: boolean;
}

/** The columns of an entity's list, in the descriptor's order. */
export function entityColumns(entity: Pick<Entity, 'fields' | 'columns' | 'sortable'>): EntityColumn[] {
  return entity.columns.flatMap((path) => {
    const field = fieldAt(entity.fields, path);
    if (!field) return [];
    return [{ path, field, labelKey: field.labelKey ?? path, column: columnFor(field), sortable: sortableColumn(entity, path) }];
  });
}
