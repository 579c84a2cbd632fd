import type { Field } from '@binome/schema';

/** The form control of a field, decided by its kind alone (rule 7 of the house: a small pure function). */
export type WidgetSpec =
  | { type: 'input'; maxLength: number }
  | { type: 'textarea'; maxLength: number }
  | { type: 'email' | 'phone' | 'zipCode' | 'url' | 'date' | 'dateTime' | 'time' | 'switch' | 'rate' | 'file' | 'availability' }
  | { type: 'number'; min?: number; max?: number; integer: boolean }
  | { type: 'select' | 'multiSelect'; options: { value: string | number; labelKey: string }[] }
  | { type: 'referenceSelect' | 'referenceMultiSelect'; resource: string }
  | { type: 'section'; fields: Record<string, Field> }
  | { type: 'repeatable'; of: Field }
  | { type: 'tags'; maxItems: number };

/** The widget of a field; none for what the server sets (ids, metadata): a form never sends those. */
export function widgetFor(field: Field): WidgetSpec | undefined {
  if (field.serverManaged) return undefined;
  switch (field.kind) {
    case 'text':
      return { type: 'input', maxLength: field.max };
    case 'longText':
      return { type: 'textarea', maxLength: field.max };
    case 'number':
      return {
        type: 'number',
        ...(field.min !== undefined && { min: field.min }),
        ...(field.max !== undefined && { max: field.max }),
        integer: field.integer ?? false,
      };
    case 'boolean':
      return { type: 'switch' };
    case 'rating':
      return { type: 'rate' };
    case 'enum':
      return { type: 'select', options: field.enumeration.values.map((value) => ({ value, labelKey: field.enumeration.labelKey(value) })) };
    case 'reference':
      return { type: 'referenceSelect', resource: field.resource };
    case 'object':
      // A section holds what a person fills: what the server sets inside it (an address's point) has no control.
      return { type: 'section', fields: Object.fromEntries(Object.entries(field.fields).filter(([, inner]) => !inner.serverManaged)) };
    case 'list': {
      const item = field.of;
      if (item.kind === 'enum')
        return { type: 'multiSelect', options: item.enumeration.values.map((value) => ({ value, labelKey: item.enumeration.labelKey(value) })) };
      if (item.kind === 'reference') return { type: 'referenceMultiSelect', resource: item.resource };
      // A list of short texts is typed as tags; anything richer is a group repeated per item.
      if (item.kind === 'text' || item.kind === 'email' || item.kind === 'phone') return { type: 'tags', maxItems: field.max };
      return { type: 'repeatable', of: item };
    }
    default:
      return { type: field.kind };
  }
}

/**
 * An address with a street line, a zip code, a city and the point the server finds for them: the form puts place
 * search above its fields (generic-form.tsx, where an address's fields are laid out one by one).
 */
export function isPlacedAddress(field: Field | undefined): boolean {
  return field?.kind === 'object' && ['addressLine1', 'zipCode', 'city', 'location'].every((part) => part in field.fields);
}
