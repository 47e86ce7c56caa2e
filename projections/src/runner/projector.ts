import type { Consumer } from '@more-ai/platform/consumers/consumer';

/**
 * A projector builds one read model: a consumer of the log that owns the tables of one PostgreSQL
 * schema ('rm_contacts') and folds the events it handles into them. It touches only its own tables
 * and never appends events (ARCHITECTURE rule 1).
 */
export type Projector = Consumer;
