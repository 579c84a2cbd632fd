import { fieldAt, getResource, RESOURCES, type Field, type ReferenceLabels, type Resource } from '@binome/schema';
import { isPlainObject } from '../resources/access.ts';
import { labelsOf, type LabelReader } from '../resources/reference-labels.ts';

/** An audit entry as the reader may see it (values of fields they cannot read already left out). */
export interface ShownEntry {
  actorId: string;
  resource: string;
  recordId: string;
  changes: { field: string; before?: unknown; after?: unknown; redacted?: boolean }[];
}

export interface EntryLabels {
  /** The actor's name, when the reader may read it (`users` names colleagues and the people they reach). */
  actorName: string | null;
  /** The record's title as it is now; `null` when it is gone or the reader may not read it. */
  recordLabel: string | null;
  /** The records the changed values name, by resource and id, like a record's `_labels`. */
  _labels: ReferenceLabels;
}

/**
 * Names for a page of audit entries, so that no screen shows a raw id: who acted, which record, and the records
 * the changed values reference. One `labelsOf` for the whole page (one query per resource named), within the
 * reader's rights: what they may not read stays `null`.
 */
export async function labelEntries(reader: LabelReader, entries: readonly ShownEntry[]): Promise<EntryLabels[]> {
  const perEntry = entries.map((entry) => changeReferences(entry));
  const wanted = [
    ...entries.filter((entry) => !entry.actorId.includes(':') && entry.actorId !== 'system').map((entry) => ({ resource: 'users', id: entry.actorId })),
    ...entries.filter((entry) => isResource(entry.resource)).map((entry) => ({ resource: entry.resource, id: entry.recordId })),
    ...perEntry.flat(),
  ];
  const labels = wanted.length === 0 ? {} : await labelsOf(reader, wanted);
  return entries.map((entry, index) => {
    const own: ReferenceLabels = {};
    for (const { resource, id } of perEntry[index]!) (own[resource] ??= {})[id] = labels[resource]?.[id] ?? null;
    return { actorName: labels.users?.[entry.actorId] ?? null, recordLabel: labels[entry.resource]?.[entry.recordId] ?? null, _labels: own };
  });
}

const isResource = (name: string) => (RESOURCES as readonly Resource[]).some((resource) => resource.name === name);

/** The references a change's values hold (a tutor picked, a list of participants), never those of redacted ones. */
export function changeReferences(entry: ShownEntry): { resource: string; id: string }[] {
  if (!isResource(entry.resource)) return [];
  const fields = getResource(entry.resource).entity.fields;
  const found: { resource: string; id: string }[] = [];
  const visit = (field: Field, value: unknown) => {
    if (value === undefined || value === null) return;
    if (field.kind === 'reference' && typeof value === 'string' && value !== '') found.push({ resource: field.resource, id: value });
    else if (field.kind === 'list' && Array.isArray(value)) for (const item of value) visit(field.of, item);
    else if (field.kind === 'object' && isPlainObject(value)) for (const [name, inner] of Object.entries(field.fields)) visit(inner, value[name]);
  };
  for (const change of entry.changes) {
    if (change.redacted) continue;
    const field = fieldAt(fields, change.field);
    if (!field) continue;
    visit(field, change.before);
    visit(field, change.after);
  }
  return found;
}
