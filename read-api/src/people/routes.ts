import Router from '@koa/router';
import type { Knex } from 'knex';
import { getPerson } from '@more-ai/contracts/api/browse';
import { NotFound, validatePathIds } from '@more-ai/platform';
import { requireUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { personFilms } from '@more-ai/projections/movies/queries';
import { consistentWith } from '../consistency';

/** A person's page: GET /api/people/{name}, their titles by role, for signed-in users. */
export function peopleRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = validatePathIds(new Router(), getPerson.request.params.shape);
  const fresh = consistentWith(watcher, ['movies']);

  router.get('/api/people/:name', requireUser(), fresh, async (ctx) => {
    const films = await personFilms(db, ctx.params.name!);
    if (!films) throw new NotFound('Person not found', 'PERSON_NOT_FOUND');
    ctx.body = films;
  });

  return router;
}
