import Router from '@koa/router';
import type { Knex } from 'knex';
import { getImport, IMPORT_NOT_FOUND } from '@more-ai/contracts/api/imports';
import { NotFound, validatePathIds } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { importOf } from '@more-ai/projections/imports/queries';
import { consistentWith } from '../consistency';

/**
 * GET /api/imports/{importId}: one's own import, as its review showed it after the upload, so the
 * review survives a reload or a new tab; once applied, with what it added. Anyone else's import
 * answers as no import at all.
 */
export function importRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = validatePathIds(new Router(), getImport.request.params.shape);
  router.get('/api/imports/:importId', requireUser(), consistentWith(watcher, ['imports']), async (ctx) => {
    const found = await importOf(db, signedInUser(ctx).userId, ctx.params.importId!);
    if (!found) throw new NotFound(IMPORT_NOT_FOUND, 'IMPORT_NOT_FOUND');
    ctx.body = found;
  });
  return router;
}
