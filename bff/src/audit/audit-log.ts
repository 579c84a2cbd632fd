import type { Store, StoredDocument } from '../store/store.ts';
import type { SignedIn } from '../http/context.ts';
import { changedFields, leafPaths, timeOrderedId } from '../resources/documents.ts';
import { accessKeysOf } from './access-keys.ts';

export const AUDIT_COLLECTION = 'audit';

export type AuditAction = 'create' | 'update' | 'delete' | 'read';

export interface AuditEvent {
  actor: SignedIn | undefined;
  action: AuditAction;
  resource: string;
  recordId: string;
  /**
   * The record as the API shows it, before and after; absent on create (before) and delete (after). On a read,
   * `after` is what the reader was shown.
   */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /**
   * For a read: the whole record, whatever the reader was shown. The access keys come from it, so that a condition
   * on a field the reader could not see still decides who sees the entry.
   */
  stored?: Record<string, unknown>;
  requestId: string;
  at: Date;
}

/**
 * One audit entry per create, update, delete (and read of a sensitive record).
 *
 * A create, update or delete keeps a snapshot of the record: the history of a record, which lets the audit view
 * decide with the reader's abilities whether they may see the entry, even after the record is gone.
 *
 * A read names who read what and which fields (`fields`), never their values: its snapshot keeps only the ids
 * the access conditions look at, enough for the same decision. Reads are most of the log; copying the whole
 * record (e-mail, phone, a minor's date of birth) on each would multiply personal data at rest.
 */
export function auditEntry(event: AuditEvent): StoredDocument {
  const entry = {
    _id: timeOrderedId(),
    at: event.at.toISOString(),
    actorId: event.actor?.userId ?? 'system',
    actorRole: event.actor?.role ?? 'system',
    action: event.action,
    resource: event.resource,
    recordId: event.recordId,
    requestId: event.requestId,
  };
  if (event.action === 'read') {
    const shown = event.after ?? {};
    return { ...entry, changes: [], fields: leafPaths(shown).sort(), snapshot: accessKeysOf(event.stored ?? shown) };
  }
  return { ...entry, changes: changedFields(event.before ?? {}, event.after ?? {}), snapshot: event.after ?? event.before ?? {} };
}

export async function writeAudit(store: Store, event: AuditEvent): Promise<void> {
  await store.collection(AUDIT_COLLECTION).insertOne(auditEntry(event));
}

/** Who acts in an action of a feature (the operation context's part the audit needs). */
export interface AuditActor {
  signedIn: SignedIn;
  requestId: string;
  now: Date;
}

/** The audit entry of an update made by a feature's action (a dissociation, a cancellation, a confirmation). */
export async function auditUpdate(
  store: Store,
  actor: AuditActor,
  resource: string,
  recordId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  await writeAudit(store, { actor: actor.signedIn, action: 'update', resource, recordId, before, after, requestId: actor.requestId, at: actor.now });
}
