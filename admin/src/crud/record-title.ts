import { fieldAt, valueAt, type Resource } from '@binome/schema';
import { formatDate, formatDateTime, formatTime } from './field-kinds/format.ts';

type Translate = (key: string) => string;

/**
 * The title of a record, as a person reads it: the server's `_label` (a person's full name, a session's date and
 * participants), else the value of the descriptor's title field shown as its kind says (a date as a date, an
 * enumeration by its label, a reference by the label the server gave it), else nothing.
 */
export function recordTitle(resource: Resource, record: Record<string, unknown> | undefined, t: Translate): string | undefined {
  if (!record) return undefined;
  if (typeof record['_label'] === 'string' && record['_label'].trim() !== '') return record['_label'];
  const titleField = resource.entity.titleField;
  if (!titleField) return undefined;
  const field = fieldAt(resource.entity.fields, titleField);
  const value = valueAt(record, titleField);
  if (value === undefined || value === null || value === '' || !field) return undefined;
  switch (field.kind) {
    case 'date':
      return formatDate(String(value));
    case 'dateTime':
      return formatDateTime(String(value));
    case 'time':
      return formatTime(String(value));
    case 'enum':
      return t(field.enumeration.labelKey(value as never));
    case 'reference': {
      const labels = record['_labels'] as Record<string, Record<string, string | null>> | undefined;
      const label = labels?.[field.resource]?.[String(value)];
      return typeof label === 'string' ? label : undefined;
    }
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
}
