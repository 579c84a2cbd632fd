import { fieldAt, getResource, RESOURCES, screenPath, type Field, type ReferenceLabels, type Resource } from '@binome/schema';

/** Fields every record has that say who changed it and when: an entry says so itself (the presentation's history fields). */
const RECORD_HISTORY_FIELDS: readonly string[] = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy'];

export type AuditAction = 'create' | 'update' | 'delete' | 'read';

/** An entry of `GET /v1/audit`, as the server shows it to this reader. */
export interface AuditEntry {
  id: string;
  at: string;
  actorId: string;
  actorRole: string;
  actorName: string | null;
  action: AuditAction;
  resource: string;
  recordId: string;
  recordLabel: string | null;
  changes: { field: string; before?: unknown; after?: unknown; redacted?: boolean }[];
  _labels: ReferenceLabels;
}

export interface ShownChange {
  path: string;
  /** The field's descriptor: its label and how its values read (enum labels, references by name). */
  field: Field & { labelKey: string };
  before: unknown;
  after: unknown;
}

type Slot = { dayOfTheWeek?: unknown; startTime?: unknown; endTime?: unknown };

/** A value as the page prints it: object keys in one order, and a weekly availability by its slots only. */
function asRead(field: Field, value: unknown): string {
  if (field.kind === 'availability' && Array.isArray(value)) {
    // The page lists slots by day and time; their order and flags such as "taken" are not shown.
    return JSON.stringify((value as Slot[]).map((slot) => `${String(slot.dayOfTheWeek)} ${String(slot.startTime)}-${String(slot.endTime)}`).sort());
  }
  return (
    JSON.stringify(value, (_key, inner: unknown) =>
      inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
    ) ?? ''
  );
}

/** Whether a change's before and after would print the same: it is noise to the reader, not a change. */
export function readsTheSame(field: Field, before: unknown, after: unknown): boolean {
  return asRead(field, before ?? null) === asRead(field, after ?? null);
}

/**
 * The changes of an entry a person is shown: the fields of the record's descriptor with a label, field by field.
 * Left out: what the server redacted (the reader may not read it: only counted), the record's own history fields
 * (the entry itself says who and when), anything without a label (never a raw path on screen) and an update
 * whose before and after read the same (a weekly availability reordered).
 */
export function shownChanges(entry: Pick<AuditEntry, 'resource' | 'changes'> & { action?: AuditAction }): { shown: ShownChange[]; hidden: number } {
  const known = (RESOURCES as readonly Resource[]).some((resource) => resource.name === entry.resource);
  const fields = known ? getResource(entry.resource).entity.fields : {};
  const shown: ShownChange[] = [];
  let hidden = 0;
  for (const change of entry.changes) {
    if (change.redacted) {
      hidden += 1;
      continue;
    }
    if (RECORD_HISTORY_FIELDS.includes(change.field) || change.field === 'id') continue;
    const field = fieldAt(fields, change.field);
    if (!field?.labelKey) continue;
    if (entry.action === 'update' && readsTheSame(field, change.before, change.after)) continue;
    shown.push({ path: change.field, field: field as ShownChange['field'], before: change.before, after: change.after });
  }
  return { shown, hidden };
}

/** The words for who acted: their name, or what they were when there is no name to show. */
export function actorKey(entry: Pick<AuditEntry, 'actorId' | 'actorName' | 'actorRole'>): { name: string | null; nameKey?: string; roleKey: string } {
  const roleKey = entry.actorRole === 'partner' || entry.actorRole === 'system' ? `staffSupport.actor.${entry.actorRole}` : `enums.role.${entry.actorRole}`;
  if (entry.actorName) return { name: entry.actorName, roleKey };
  if (entry.actorId.startsWith('apiKey:')) return { name: null, nameKey: 'staffSupport.actor.partner', roleKey };
  if (entry.actorId === 'system') return { name: null, nameKey: 'staffSupport.actor.system', roleKey };
  return { name: null, nameKey: 'staffSupport.actor.notAccessible', roleKey };
}

/** The screen of a record, when the resource has one (the history search links each entry to it). */
export function recordPathOf(resourceName: string, recordId: string): string | undefined {
  const resource = (RESOURCES as readonly Resource[]).find((candidate) => candidate.name === resourceName);
  return resource?.staffPath ? screenPath(resource, 'view').replace(':id', encodeURIComponent(recordId)) : undefined;
}
