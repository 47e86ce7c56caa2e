export { createTestDatabase, type TestDatabase } from './database';
// The whole-app harness is '@more-ai/testing/app', kept apart so store tests do not load every service.
