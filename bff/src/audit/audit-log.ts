import type { Store, StoredDocument } from '../store/store.ts';
import type { SignedIn } from '../http/context.ts';
import { changedFields, newId } from '../resources/documents.ts';

export const AUDIT_COLLECTION = 'audit';

export type AuditAction = 'create' | 'update' | 'delete' | 'read';

export interface AuditEvent {
  actor: SignedIn | undefined;
  action: AuditAction;
  resource: string;
  recordId: string;
  /** The record as the API shows it, before and after; absent on create (before) and delete (after). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  requestId: string;
  at: Date;
}

/**
 * One audit entry per create, update, delete (and read of a sensitive record). It keeps a snapshot of the record
 * so that the audit view can decide with the reader's abilities whether they may see the entry, even after the
 * record is gone.
 */
export function auditEntry(event: AuditEvent): StoredDocument {
  return {
    _id: newId(),
    at: event.at.toISOString(),
    actorId: event.actor?.userId ?? 'system',
    actorRole: event.actor?.role ?? 'system',
    action: event.action,
    resource: event.resource,
    recordId: event.recordId,
    changes: event.action === 'read' ? [] : changedFields(event.before ?? {}, event.after ?? {}),
    requestId: event.requestId,
    snapshot: event.after ?? event.before ?? {},
  };
}

export async function writeAudit(store: Store, event: AuditEvent): Promise<void> {
  await store.collection(AUDIT_COLLECTION).insertOne(auditEntry(event));
}
