import type { Consumer } from '@more-ai/platform/consumers/consumer';
import { defineConsumer, type ConsumerDefinition } from '@more-ai/platform/consumers/define-consumer';

/**
 * A projector builds one read model: a consumer of the log that owns the tables of one PostgreSQL
 * schema ('rm_contacts') and folds the events it handles into them. It touches only its own tables
 * and never appends events (ARCHITECTURE rule 1).
 */
export type Projector = Consumer;

/** A projector from its handlers by event type (`on`): it reads exactly those types, in runs of one type. */
export const defineProjector: (definition: ConsumerDefinition) => Projector = defineConsumer;
