export { createTestDatabase, type TestDatabase } from './database';
