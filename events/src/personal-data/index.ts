export * from './key-store';
export { createInMemoryKeyStore } from './memory-key-store';
export { createPostgresKeyStore, type PostgresKeyStoreOptions } from './postgres-key-store';
export { masterKeyFrom, loadOrCreateMasterKeyFile } from './master-key';
export { encryptPersonalData, decryptPersonalData, openPersonalData, isEnvelope, PersonalDataDecryptionError } from './field-encryption';
export { withPersonalDataProtection } from './protected-store';
