import i18next from 'i18next';
import { composeLabel, type Language, type ReferenceLabels, type Resource } from '@binome/schema';

/**
 * The title of a record, as a person reads it: the server's `_label` (a person's full name, a session's date and
 * participants), else the descriptor's label composed here from what the record holds (references by the labels
 * the server gave them, never by raw id), else nothing.
 */
export function recordTitle(resource: Resource, record: Record<string, unknown> | undefined, language: Language): string | undefined {
  if (!record) return undefined;
  if (typeof record['_label'] === 'string' && record['_label'].trim() !== '') return record['_label'];
  const labels = record['_labels'] as ReferenceLabels | undefined;
  const { title } = composeLabel(resource.entity.fields, resource.entity.label, record, {
    language,
    translate: (key) => i18next.t(key, { lng: language }),
    referenceLabel: (target, id) => labels?.[target]?.[id],
  });
  return title !== null && title.trim() !== '' ? title : undefined;
}
