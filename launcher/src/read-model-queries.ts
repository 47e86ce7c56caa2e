import type { Knex } from 'knex';
import type { ReadModelQueries } from '@more-ai/command-api/read-models';
import { contactsProjector, type ProjectionWatcher } from '@more-ai/projections';
import { contactView } from '@more-ai/projections/contacts/queries';
import { followersCountOf } from '@more-ai/projections/follows/queries';
import { movieViewsOf } from '@more-ai/projections/movies/queries';
import { titlesNearby } from '@more-ai/projections/movies/title-match';

/** How long a command's answer waits for the read model it shows before showing it as it is. */
const ANSWER_WAIT_MS = 3000;

/**
 * The projectors' queries the command-api's answers show, over the read models in `db`; `watcher`
 * follows the projectors whose state an answer shows as of its own event (contacts).
 */
export function readModelQueries(db: Knex, watcher: Pick<ProjectionWatcher, 'waitFor'>): ReadModelQueries {
  return {
    followersCount: (userId, except) => followersCountOf(db, userId, except),
    movieViews: (ids) => movieViewsOf(db, ids),
    titlesNearby: (wanted) => titlesNearby(db, wanted),
    contactView: async (contactId, after) => {
      if (after) await watcher.waitFor([contactsProjector.name], after, ANSWER_WAIT_MS);
      return contactView(db, contactId);
    },
  };
}
