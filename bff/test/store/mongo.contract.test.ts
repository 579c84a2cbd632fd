import { afterAll, describe } from 'vitest';
import { createMongoStore } from '../../src/store/mongo/mongo-store.ts';
import { describeStoreContract } from '../contracts/store.contract.ts';
import { describeWordsContract } from '../contracts/store-words.contract.ts';
import type { Store } from '../../src/store/store.ts';

/** Runs when MONGODB_URI points at a MongoDB replica set (transactions need one); reported as skipped otherwise. */
const uri = process.env.MONGODB_URI;
const opened: Store[] = [];

describe.skipIf(!uri)('MongoDB', () => {
  afterAll(async () => {
    for (const store of opened) await store.close();
  });
  const openStore = async () => {
    const store = await createMongoStore({ uri: uri!, databaseName: `binome_contract_${process.pid}` });
    opened.push(store);
    return store;
  };
  describeStoreContract('mongo', openStore);
  describeWordsContract('mongo', openStore);
});
