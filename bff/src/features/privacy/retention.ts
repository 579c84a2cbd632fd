import { DATA_RETENTION_YEARS_AFTER_END, STAFF_ROLES } from '@binome/schema';
import type { Store, StoredDocument } from '../../store/store.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { Logger } from '../../http/logger.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { viewNameOf } from '../../resources/user-views.ts';
import { erasePeople } from './erasure.ts';
import type { TracePorts } from './erasure-traces.ts';

/**
 * Statuses that end the relationship (section 4): deactivated, deleted, archived, and a tutor's end of commitment.
 * Active, pending, on-hold and suspended people are still in a relationship with the association, however old.
 */
export const ENDED_STATUSES = ['deactivated', 'deleted', 'archived', 'commitment-end', 'preemptive-end'] as const;
/** One pass erases at most this many people; the next pass takes the rest. */
const BATCH = 50;

/** The instant before which a relationship that ended is past the retention (section 9: 3 years). */
export function retentionCutoff(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - DATA_RETENTION_YEARS_AFTER_END);
  return cutoff.toISOString();
}

/**
 * People whose relationship ended more than 3 years ago: an ended status, and their record last changed (which is
 * when the status was set, or anything after it) before the cutoff. Staff and people already erased are left out.
 */
export function pastRetentionFilter(now: Date) {
  return {
    status: { $in: [...ENDED_STATUSES] },
    updatedAt: { $lt: retentionCutoff(now) },
    erasedAt: { $exists: false },
    userRole: { $nin: [...STAFF_ROLES] },
  };
}

export interface RetentionPorts extends TracePorts {
  store: Store;
  blobs?: BlobStore | undefined;
  log: Logger;
}

/**
 * Erases the people past the retention (erasure.ts, as for a deletion request), writes one audit entry per person
 * (actor: the system) where administrators read them, and logs the count. Answers the ids erased. Safe to repeat:
 * an erased record leaves the filter (`erasedAt`), and an erasure cut short is finished by the next pass.
 */
export async function purgePastRetention(ports: RetentionPorts, now: Date): Promise<string[]> {
  const people: StoredDocument[] = await ports.store.collection('users').find(pastRetentionFilter(now), { limit: BATCH, sort: { updatedAt: 1 } });
  // A staff role in the role list counts too (erasePeople refuses those): they are left to an administrator.
  const erasable = people.filter(
    (person) =>
      !(
        Array.isArray(person.userRoleList) &&
        person.userRoleList.some((entry) => (STAFF_ROLES as readonly unknown[]).includes((entry as { profileName?: unknown }).profileName))
      ),
  );
  if (erasable.length === 0) return [];
  const outcomes = await erasePeople(ports, erasable, now);
  for (const person of erasable) {
    const outcome = outcomes.find((entry) => entry.userId === person._id);
    await writeAudit(ports.store, {
      actor: undefined,
      action: 'update',
      resource: viewNameOf(person),
      recordId: person._id,
      before: { status: person.status },
      after: { status: 'deleted', erasedAt: now.toISOString(), erasedBy: 'retention', ...outcome },
      requestId: `retention-${now.toISOString()}`,
      at: now,
    });
  }
  ports.log.info('People past the retention erased', { erased: erasable.length, cutoff: retentionCutoff(now) });
  return erasable.map((person) => person._id);
}
