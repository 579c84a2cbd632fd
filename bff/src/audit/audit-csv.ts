import {
  fieldAt,
  getResource,
  lookup,
  RECORD_LABEL_KEYS,
  RESOURCES,
  translate,
  type Field,
  type Language,
  type ReferenceLabels,
  type Resource,
} from '@binome/schema';
import { STAFF_SUPPORT_WORDS } from '@binome/schema/i18n/staff-support-words';
import { csvText } from '../export/csv-text.ts';
import type { EntryLabels } from './audit-labels.ts';

const BOM = '\uFEFF';
const COLUMNS = ['at', 'actor', 'role', 'action', 'resource', 'record', 'field', 'before', 'after'] as const;

export interface LabelledEntry extends EntryLabels {
  at: string;
  actorId: string;
  actorRole: string;
  action: string;
  resource: string;
  recordId: string;
  changes: { field: string; before?: unknown; after?: unknown; redacted?: boolean }[];
}

/**
 * The history search's CSV: one row per changed field (one row for an entry without any), with the same words as
 * the screen: names instead of ids, field and enum labels instead of paths and codes. A field the reader may not
 * read is left out, as on the screen. `;`-separated with a BOM, like the lists' exports.
 */
export function auditCsv(entries: readonly LabelledEntry[], language: Language): string {
  const words = (key: string) => lookup(STAFF_SUPPORT_WORDS[language], `staffSupport.${key}`) ?? key;
  const rows: string[][] = [COLUMNS.map((column) => words(`csv.${column}`))];
  for (const entry of entries) {
    const known = (RESOURCES as readonly Resource[]).some((resource) => resource.name === entry.resource);
    const fields = known ? getResource(entry.resource).entity.fields : {};
    const common = [
      entry.at,
      entry.actorName ??
        (entry.actorId.startsWith('apiKey:') ? words('actor.partner') : entry.actorId === 'system' ? words('actor.system') : words('actor.notAccessible')),
      entry.actorRole === 'partner' || entry.actorRole === 'system' ? words(`actor.${entry.actorRole}`) : translate(language, `enums.role.${entry.actorRole}`),
      words(`actions.${entry.action}`),
      known ? translate(language, getResource(entry.resource).entity.labelKey) : entry.resource,
      entry.recordLabel ?? words('actor.notAccessible'),
    ];
    const shown = entry.changes.filter((change) => !change.redacted && !RECORD_LABEL_KEYS.includes(change.field as never));
    if (shown.length === 0) rows.push([...common, '', '', '']);
    for (const change of shown) {
      const field = fieldAt(fields, change.field);
      rows.push([
        ...common,
        field?.labelKey ? translate(language, field.labelKey) : change.field,
        cell(field, change.before, entry._labels, language),
        cell(field, change.after, entry._labels, language),
      ]);
    }
  }
  return BOM + csvText(rows);
}

/** One value in words: enumerations and yes/no translated, references by their label, lists joined. */
export function cell(field: Field | undefined, value: unknown, labels: ReferenceLabels, language: Language): string {
  if (value === undefined || value === null) return '';
  const kind = field?.kind === 'list' ? field.of : field;
  const one = (item: unknown): string => {
    if (item === null || item === undefined) return '';
    if (kind?.kind === 'enum') return translate(language, kind.enumeration.labelKey(item as never));
    if (kind?.kind === 'boolean') return translate(language, item ? 'values.yes' : 'values.no');
    if (kind?.kind === 'reference') return labels[kind.resource]?.[String(item)] ?? translate(language, 'staff.notAccessible');
    if (typeof item === 'object') return JSON.stringify(item);
    return String(item);
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}
