import type { Store, StoredDocument } from '../store/store.ts';
import { AUDIT_COLLECTION, auditEntry, type AuditEvent } from './audit-log.ts';

/**
 * The audit entries of reads, written together (a group commit), each read still answered only once its entry is
 * stored. A read of a sensitive record (a person's page) writes an entry; the store takes its writes one at a
 * time, and on the embedded store each one appends to the audit file (open, write, close: several turns of the
 * event loop). Under a mixed load (issue 29: 50 connections, a fifth of the requests a person's page) the reads
 * queued behind each other's entries for most of a second while the server had CPU to spare. Now the entries that
 * arrive while one group is being written go together in the next one: one write for all of them, so a read waits
 * for at most two writes, whatever the load.
 *
 * Groups are kept per store object: a transaction's store is its own, so nothing written in a transaction is ever
 * grouped with what is outside it. A failed group fails every read in it, as a failed single write failed its read.
 */
interface Group {
  entries: StoredDocument[];
  /** Settles once the group's entries are stored. */
  written: Promise<void>;
}

interface Groups {
  /** The group still taking entries: written once the group before it is. */
  open: Group | undefined;
  /** When the last group started is written (failed or not): the next one starts then. */
  last: Promise<unknown>;
}

const groupsByStore = new WeakMap<Store, Groups>();

export function writeReadAudit(store: Store, event: AuditEvent & { action: 'read' }): Promise<void> {
  let groups = groupsByStore.get(store);
  if (!groups) {
    groups = { open: undefined, last: Promise.resolve() };
    groupsByStore.set(store, groups);
  }
  const entry = auditEntry(event);
  if (groups.open) {
    groups.open.entries.push(entry);
    return groups.open.written;
  }
  const taking = groups;
  const group: Group = { entries: [entry], written: Promise.resolve() };
  group.written = taking.last.then(() => {
    // Closed when its write starts: later entries open the next group, which waits for this one.
    if (taking.open === group) taking.open = undefined;
    return store.collection(AUDIT_COLLECTION).insertMany(group.entries);
  });
  taking.open = group;
  taking.last = group.written.catch(() => undefined);
  return group.written;
}
