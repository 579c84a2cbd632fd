import type { Env } from '../env.ts';
import type { Logger } from '../http/logger.ts';
import type { Store } from '../store/store.ts';
import { AUDIT_COLLECTION } from './audit-log.ts';
import { SECURITY_LOG_COLLECTION } from './security-log.ts';
import { purgeEndedWindows } from '../auth/throttle.ts';
import { runPeriodically, type PeriodicTask } from '../runtime/periodic-task.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a running server deletes what has expired since its last pass. */
export const RETENTION_PASS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the audit and security log entries older than the retention (`at` is an ISO date, so ISO strings
 * compare in time order). One conditional delete per log: replicas that run it together each delete what is
 * left, and a second run finds nothing, so it needs no lock.
 */
export async function purgeExpiredLogEntries(store: Store, now: Date, retentionDays: number): Promise<{ audit: number; securityEvents: number }> {
  const expired = { at: { $lt: new Date(now.getTime() - retentionDays * DAY_MS).toISOString() } };
  const audit = await store.collection(AUDIT_COLLECTION).deleteMany(expired);
  const securityEvents = await store.collection(SECURITY_LOG_COLLECTION).deleteMany(expired);
  return { audit: audit.deletedCount, securityEvents: securityEvents.deletedCount };
}

/**
 * Applies `AUDIT_RETENTION_DAYS` at start and then every hour, until `stop()`. A plain timer until the product
 * has its job scheduler; the purge is idempotent, so every replica may run its own.
 */
export function scheduleLogRetention(
  deps: { store: Store; env: Pick<Env, 'AUDIT_RETENTION_DAYS'>; now: () => Date; log: Logger },
  intervalMs = RETENTION_PASS_INTERVAL_MS,
): PeriodicTask {
  return runPeriodically(
    intervalMs,
    async () => {
      const deleted = await purgeExpiredLogEntries(deps.store, deps.now(), deps.env.AUDIT_RETENTION_DAYS);
      if (deleted.audit + deleted.securityEvents > 0)
        deps.log.info('Expired log entries deleted', { ...deleted, retentionDays: deps.env.AUDIT_RETENTION_DAYS });
      // The sign-in counters' ended windows go in the same pass (until the product has its job scheduler).
      await purgeEndedWindows(deps.store, deps.now());
    },
    (error) => deps.log.error('Deleting expired log entries failed', { error: error instanceof Error ? error.message : String(error) }),
  );
}
