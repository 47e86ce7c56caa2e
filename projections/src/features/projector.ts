import { defineProjector } from '../runner/projector';
import { featuresMigrations } from './migrations';

/** Read model `rm_features.feature_registry`: feature keys and ids for the UI's limit checks. */
export const featuresProjector = defineProjector({
  name: 'features',
  schema: 'rm_features',
  migrations: featuresMigrations,
  on: {
    async FeatureRegistered(events, trx) {
      const rows = events.map((event) => ({
        id: event.data.featureId,
        key: event.data.key,
        description: event.data.description,
        registered_at: event.recordedAt,
      }));
      await trx('feature_registry').insert(rows).onConflict('id').ignore();
    },
  },
});
