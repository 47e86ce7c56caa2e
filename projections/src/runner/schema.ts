// A projector's schema, checkpoint and parked events are those of any consumer of the log; the
// projections' tools know them by these names.
export {
  CHECKPOINT_TABLE,
  createParkedTable,
  migrateConsumer as migrateProjector,
  PARKED_TABLE,
  quoteIdentifier,
  readCheckpoint,
  type Checkpoint,
} from '@more-ai/platform/consumers/checkpoint';
