import type { Knex } from 'knex';
import type { ReadModelQueries } from '@more-ai/command-api/read-models';
import { followersCountOf } from '@more-ai/projections/follows/queries';
import { movieViewsOf } from '@more-ai/projections/movies/queries';

/** The projectors' queries the command-api's answers show, over the read models in `db`. */
export function readModelQueries(db: Knex): ReadModelQueries {
  return {
    followersCount: (userId, except) => followersCountOf(db, userId, except),
    movieViews: (ids) => movieViewsOf(db, ids),
  };
}
