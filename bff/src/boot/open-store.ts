import type { Env } from '../env.ts';
import type { Store } from '../store/store.ts';
import { createEmbeddedStore } from '../store/embedded/nedb-store.ts';
import { createMongoStore } from '../store/mongo/mongo-store.ts';
import { indexesFromDescriptors } from '../resources/indexes.ts';
import { writeReferenceData } from './reference-data.ts';

/**
 * The store the configuration asks for (MongoDB when `MONGODB_URI` is set, the embedded one under `DATA_DIR`
 * otherwise), with its indexes and reference lists in place.
 */
export async function openStore(env: Pick<Env, 'MONGODB_URI' | 'MONGODB_DATABASE'>, dataDirectory: string): Promise<Store> {
  const store = env.MONGODB_URI
    ? await createMongoStore({ uri: env.MONGODB_URI, databaseName: env.MONGODB_DATABASE })
    : await createEmbeddedStore({ directory: dataDirectory });
  await prepareStore(store);
  return store;
}

export async function prepareStore(store: Store): Promise<void> {
  await store.ensureIndexes(indexesFromDescriptors());
  await writeReferenceData(store);
}
