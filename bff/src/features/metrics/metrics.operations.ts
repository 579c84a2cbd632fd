import type { Store } from '../../store/store.ts';
import type { Gauge } from '../../http/metrics.ts';
import { JOBS_COLLECTION } from '../../jobs/scheduler.ts';
import { INVITATIONS_COLLECTION } from '../../resources/invitations.ts';
import { constantTimeEqual, sha256 } from '../../auth/secrets.ts';

/** The job queue as the store holds it, shared by every replica: what is due and unclaimed, running, or waiting to be sent. */
export async function queueGauges(store: Store, now: Date): Promise<Gauge[]> {
  const nowIso = now.toISOString();
  const jobs = store.collection(JOBS_COLLECTION);
  const [due, running, invitations] = await Promise.all([
    jobs.count({ nextRunAt: { $lte: nowIso }, lockedUntil: { $lt: nowIso } }),
    jobs.count({ lockedUntil: { $gte: nowIso } }),
    store.collection(INVITATIONS_COLLECTION).count({ state: 'queued' }),
  ]);
  return [
    { name: 'binome_jobs_due', help: 'Scheduled jobs due and not yet claimed by a replica.', value: due },
    { name: 'binome_jobs_running', help: 'Scheduled jobs claimed by a replica and running.', value: running },
    { name: 'binome_invitations_queued', help: 'Invitations waiting to be sent (by mail or text message).', value: invitations },
  ];
}

/**
 * Whether the scraper's token is the configured one, in constant time: the SHA-256 digests of both (WebCrypto, so on
 * Node and Deno alike) are compared without stopping at the first difference, and digests have one length, so
 * neither the length nor the content of the token shows in the time of the answer.
 */
export async function sameToken(given: string, expected: string): Promise<boolean> {
  return constantTimeEqual(await sha256(given), await sha256(expected));
}
