import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A small catalog for tests (45 real titles): every language, genre, era, length bucket and
 * content type, series among them, and five films by one director. Pass it as `catalogDir`.
 */
export const SAMPLE_CATALOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'sample-catalog');
