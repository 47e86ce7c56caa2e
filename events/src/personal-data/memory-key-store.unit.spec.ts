import { subjectKeyStoreContract } from './key-store.contract';
import { createInMemoryKeyStore } from './memory-key-store';

describe('in-memory subject key store', () => {
  subjectKeyStoreContract(async () => createInMemoryKeyStore());
});
