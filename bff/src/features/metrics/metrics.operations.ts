import type { Store } from '../../store/store.ts';
import type { Gauge } from '../../http/metrics.ts';
import { JOBS_COLLECTION } from '../../jobs/scheduler.ts';
import { INVITATIONS_COLLECTION } from '../../resources/invitations.ts';

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
 * Whether the scraper's token is the configured one, in constant time: both are hashed (SHA-256, WebCrypto, so
 * on Node and Deno alike) and the digests compared byte by byte without stopping at the first difference, so
 * neither the length nor the content of the token leaks through the time of the answer.
 */
export async function sameToken(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([crypto.subtle.digest('SHA-256', encoder.encode(given)), crypto.subtle.digest('SHA-256', encoder.encode(expected))]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= left[index]! ^ right[index]!;
  return difference === 0;
}
