import { RATING_MAX, type EnumDefinition, type Field } from '@binome/schema';

/**
 * The form control of a field, decided by its kind alone (house rule 7: a small pure function, tested on its
 * own). The React side (`field-input.tsx`) only draws what this answers.
 */

/** An enumeration value and the i18n key of its label. */
export interface EnumOption {
  value: string | number;
  labelKey: string;
}

/** One field of a nested section, with its own widget. */
export interface SectionEntry {
  name: string;
  field: Field;
  widget: WidgetSpec;
}

interface Common {
  /** Must be filled in on create (the form marks it; the schema's rules say so on submit). */
  required: boolean;
}

export type WidgetSpec = Common &
  (
    | { type: 'input' | 'textarea'; maxLength: number }
    | { type: 'email' | 'phone' | 'zipCode' | 'url' | 'date' | 'dateTime' | 'time' | 'switch' | 'file' | 'availability' }
    | { type: 'number'; min?: number; max?: number; integer: boolean }
    | { type: 'rate'; count: number }
    | { type: 'select'; options: EnumOption[] }
    | { type: 'multiSelect'; options: EnumOption[]; maxCount: number }
    | { type: 'referenceSelect'; resource: string }
    | { type: 'referenceMultiSelect'; resource: string; maxCount: number }
    | { type: 'section'; fields: SectionEntry[] }
    | { type: 'repeatable'; of: WidgetSpec; maxCount: number }
  );

export type WidgetType = WidgetSpec['type'];

export function enumOptions(enumeration: EnumDefinition): EnumOption[] {
  return enumeration.values.map((value) => ({ value, labelKey: enumeration.labelKey(value as never) }));
}

/**
 * The widget of a field, or none for what the server sets (ids, metadata, computed values): a form never sends
 * those, and a section or a list with nothing a person may fill in has no widget either.
 */
export function widgetFor(field: Field): WidgetSpec | undefined {
  if (field.serverManaged) return undefined;
  const required = field.required;
  switch (field.kind) {
    case 'text':
      return { type: 'input', required, maxLength: field.max };
    case 'longText':
      return { type: 'textarea', required, maxLength: field.max };
    case 'email':
    case 'phone':
    case 'zipCode':
    case 'url':
    case 'date':
    case 'dateTime':
    case 'time':
    case 'file':
    case 'availability':
      return { type: field.kind, required };
    case 'boolean':
      return { type: 'switch', required };
    case 'rating':
      return { type: 'rate', required, count: RATING_MAX };
    case 'number':
      return {
        type: 'number',
        required,
        ...(field.min !== undefined && { min: field.min }),
        ...(field.max !== undefined && { max: field.max }),
        integer: field.integer === true,
      };
    case 'enum':
      return { type: 'select', required, options: enumOptions(field.enumeration) };
    case 'reference':
      return { type: 'referenceSelect', required, resource: field.resource };
    case 'object': {
      const fields = Object.entries(field.fields).flatMap(([name, child]) => {
        const widget = widgetFor(child);
        return widget ? [{ name, field: child, widget }] : [];
      });
      return fields.length === 0 ? undefined : { type: 'section', required, fields };
    }
    case 'list':
      return listWidget(field.of, required, field.max);
  }
}

/** A list of choices is one multiple select; a list of anything else repeats the item's own widget. */
function listWidget(item: Field, required: boolean, maxCount: number): WidgetSpec | undefined {
  if (item.kind === 'enum') return { type: 'multiSelect', required, options: enumOptions(item.enumeration), maxCount };
  if (item.kind === 'reference') return { type: 'referenceMultiSelect', required, resource: item.resource, maxCount };
  const of = widgetFor(item);
  return of ? { type: 'repeatable', required, of, maxCount } : undefined;
}
