import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { describeStoreContract } from '../contracts/store.contract.ts';

describeStoreContract('embedded', () => createEmbeddedStore({}));
