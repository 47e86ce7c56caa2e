import type { Knex } from 'knex';
import type { FeatureKey } from '@more-ai/events/catalog/index';

/** The metered features, by key. */
export function featureRegistry(db: Knex): Promise<{ id: string; key: FeatureKey }[]> {
  return db('rm_features.feature_registry').select('id', 'key').orderBy('key');
}

/** The key of the feature with this id; undefined when there is none. */
export async function featureKeyOf(db: Knex, id: string): Promise<FeatureKey | undefined> {
  const row: { key: FeatureKey } | undefined = await db('rm_features.feature_registry').where({ id }).first('key');
  return row?.key;
}
