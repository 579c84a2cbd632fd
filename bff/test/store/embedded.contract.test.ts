import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { describeStoreContract } from '../contracts/store.contract.ts';
import { describeWordsContract } from '../contracts/store-words.contract.ts';

describeStoreContract('embedded', () => createEmbeddedStore({}));
describeWordsContract('embedded', () => createEmbeddedStore({}));
