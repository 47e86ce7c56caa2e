import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { FeatureRegistered } from '@more-ai/events/catalog/index';
import type { Projector } from '../runner/projector';
import { featuresMigrations } from './migrations';

type Registered = RecordedEventOf<typeof FeatureRegistered>;

/** Read model `rm_features.feature_registry`: feature keys and ids for the UI's limit checks. */
export const featuresProjector: Projector = {
  name: 'features',
  schema: 'rm_features',
  migrations: featuresMigrations,
  handles: ['FeatureRegistered'],
  async handle(events, trx) {
    const rows = (events as Registered[]).map((event) => ({
      id: event.data.featureId,
      key: event.data.key,
      description: event.data.description,
      registered_at: event.recordedAt,
    }));
    await trx('feature_registry').insert(rows).onConflict('id').ignore();
  },
};
