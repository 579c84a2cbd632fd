import { materialiseMissingOccurrences } from './materialise-sessions.ts';
import { fileDocumentsUnderDepartments, fileUnderDepartments } from './file-departments.ts';
import type { Store } from '../store/store.ts';
import type { Logger } from '../http/logger.ts';
import { setPassword } from '../auth/credentials.ts';
import { generateDemoData } from '../demo/demo-population.ts';
import { issueDemoCertificate } from '../demo/demo-certificates.ts';

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
  // Timed for the start log: the demo data must stay quick to load (every test app loads it too).
  const started = performance.now();
  const demo = generateDemoData({ now: options.now });
  // Filed as the server files what it writes, before they are stored: series first, whose occurrences copy them.
  await fileDocumentsUnderDepartments(demo.collections);
  let documents = 0;
  for (const [collectionName, collectionDocuments] of Object.entries(demo.collections)) {
    if (collectionDocuments.length > 0) await store.collection(collectionName).insertMany(collectionDocuments);
    documents += collectionDocuments.length;
  }
  await materialiseMissingOccurrences(store, { now: options.now, log: options.log });
  // Whatever the generator wrote beyond the documents above (nothing, today): cheap when all is filed.
  await fileUnderDepartments(store, { log: options.log });
  // Counted from the occurrences just written and the demo's reports.
  await issueDemoCertificate(store, options.now);
  // Side by side on the hashing pool's threads.
  await Promise.all(demo.accounts.map((account) => setPassword(store, account.userId, options.password, options.now)));
  options.log.info('Demo data loaded', { accounts: demo.accounts.length, documents, milliseconds: Math.round(performance.now() - started) });
  return { loaded: true, accounts: demo.accounts.map(({ role, email }) => ({ role, email })) };
}
