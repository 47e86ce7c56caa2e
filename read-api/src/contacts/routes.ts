import Router from '@koa/router';
import type { Knex } from 'knex';
import { ContactsQuery } from '@more-ai/contracts/api/admin';
import { parseInput } from '@more-ai/platform';
import { requireRole } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { contactsPage } from '@more-ai/projections/contacts/queries';
import { consistentWith } from '../consistency';

/** GET /api/contacts (admins): the Contacts table, newest message first, a page at a time. */
export function contactRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();
  router.get('/api/contacts', requireRole('admin', 'superadmin'), consistentWith(watcher, ['contacts']), async (ctx) => {
    const { page, limit } = parseInput(ContactsQuery, ctx.query);
    ctx.body = await contactsPage(db, page, limit);
  });
  return router;
}
