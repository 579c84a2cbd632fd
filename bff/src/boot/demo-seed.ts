import type { Store } from '../store/store.ts';
import type { Logger } from '../http/context.ts';
import { setPassword } from '../auth/credentials.ts';
import { generateDemoData } from '../demo/demo-population.ts';

export interface DemoSeedResult {
  loaded: boolean;
  accounts: { role: string; email: string }[];
}

/**
 * Loads the demo data into an empty store (no users yet), so that a first `npm start` has something to show.
 * A store that has users is never touched.
 */
export async function seedDemoDataIfEmpty(store: Store, options: { password: string; now: Date; log: Logger }): Promise<DemoSeedResult> {
  if ((await store.collection('users').count({})) > 0) return { loaded: false, accounts: [] };
  const demo = generateDemoData({ now: options.now });
  for (const [collectionName, documents] of Object.entries(demo.collections)) {
    if (documents.length > 0) await store.collection(collectionName).insertMany(documents);
  }
  // Side by side on the hashing pool's threads.
  await Promise.all(demo.accounts.map((account) => setPassword(store, account.userId, options.password, options.now)));
  options.log.info('Demo data loaded', { accounts: demo.accounts.length });
  return { loaded: true, accounts: demo.accounts.map(({ role, email }) => ({ role, email })) };
}
