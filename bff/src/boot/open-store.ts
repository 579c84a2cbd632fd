import { RESOURCES, type Resource } from '@binome/schema';
import type { Env } from '../env.ts';
import type { Store } from '../store/store.ts';
import { createEmbeddedStore } from '../store/embedded/nedb-store.ts';
import { indexesFromDescriptors } from '../resources/indexes.ts';
import { FEATURES } from '../features/features.ts';
import { writeReferenceData } from './reference-data.ts';
import { AUDIT_COLLECTION } from '../audit/audit-log.ts';
import { SECURITY_LOG_COLLECTION } from '../audit/security-log.ts';
import { SETTINGS_COLLECTION } from '../auth/secrets.ts';
import { personalWordIndexes } from '../features/privacy/personal-collections.ts';

/**
 * The store the configuration asks for (MongoDB when `MONGODB_URI` is set, the embedded one under `DATA_DIR`
 * otherwise), with its indexes and reference lists in place. The embedded store goes on loading its other
 * collections in the background; `/v1/ready` says when it is done.
 */
export async function openStore(env: Pick<Env, 'MONGODB_URI' | 'MONGODB_DATABASE'>, dataDirectory: string): Promise<Store> {
  // The MongoDB driver (a third of a second to load) is loaded only where it is used.
  const store = env.MONGODB_URI
    ? await (await import('../store/mongo/mongo-store.ts')).createMongoStore({ uri: env.MONGODB_URI, databaseName: env.MONGODB_DATABASE })
    : await createEmbeddedStore({ directory: dataDirectory, preload: knownCollections() });
  await prepareStore(store);
  return store;
}

export async function prepareStore(store: Store): Promise<void> {
  await store.ensureIndexes(allIndexes());
  await writeReferenceData(store);
}

/** The descriptors' indexes, the features' own, and the erasure's words indexes. */
export function allIndexes() {
  return indexesFromDescriptors(RESOURCES, [...FEATURES.flatMap((feature) => feature.indexes ?? []), ...personalWordIndexes()]);
}

/** The collections the server uses, whether or not they have a file yet. */
function knownCollections(): string[] {
  const ofResources = (RESOURCES as readonly Resource[]).map((resource) => resource.entity.collection);
  const indexed = allIndexes().map((index) => index.collection);
  return [...new Set([...ofResources, ...indexed, AUDIT_COLLECTION, SECURITY_LOG_COLLECTION, SETTINGS_COLLECTION])];
}
