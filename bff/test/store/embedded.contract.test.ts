import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { describeStoreContract } from '../../src/store/store.contract.ts';

describeStoreContract('embedded', () => createEmbeddedStore({}));
