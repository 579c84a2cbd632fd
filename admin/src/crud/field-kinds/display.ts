import { hasTones, type EnumDefinition, type Field } from '@binome/schema';

/** How a value is shown in a table cell or on a record's page, decided by its field's kind. */
export type DisplaySpec =
  | {
      type:
        'text' | 'longText' | 'email' | 'phone' | 'url' | 'date' | 'dateTime' | 'time' | 'boolean' | 'number' | 'rating' | 'file' | 'availability' | 'zipCode';
    }
  /** `toned`: the enumeration says where something stands, and its values are shown as coloured status tags. */
  | { type: 'enum'; labelKey: (value: string | number) => string; toned?: EnumDefinition }
  | { type: 'reference'; resource: string }
  | { type: 'list'; of: DisplaySpec }
  | { type: 'object'; fields: Record<string, Field> };

export function displayFor(field: Field): DisplaySpec {
  switch (field.kind) {
    case 'enum':
      return {
        type: 'enum',
        labelKey: (value) => field.enumeration.labelKey(value as never),
        ...(hasTones(field.enumeration) && { toned: field.enumeration }),
      };
    case 'reference':
      return { type: 'reference', resource: field.resource };
    case 'list':
      return { type: 'list', of: displayFor(field.of) };
    case 'object':
      return { type: 'object', fields: field.fields };
    default:
      return { type: field.kind };
  }
}

/** A long text is cut in a table cell (the whole text is on the record's page). */
export function truncate(text: string, length = 80): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
