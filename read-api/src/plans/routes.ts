import Router from '@koa/router';
import type { Knex } from 'knex';
import type { PlanView } from '@more-ai/contracts/plans';
import type { ProjectionWatcher } from '@more-ai/projections';
import { consistentWith } from '../consistency';

/** GET /api/subscriptions (every plan) and /api/subscriptions/active (on sale): public. */
export function planRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();
  const fresh = consistentWith(watcher, ['plans']);
  const plans = (activeOnly: boolean) =>
    db('rm_plans.subscription_plans')
      .modify((q) => (activeOnly ? q.where({ active: true }) : q))
      .orderBy([{ column: 'price' }, { column: 'type' }]);

  router.get('/api/subscriptions', fresh, async (ctx) => {
    ctx.body = (await plans(false)).map(toPlanView);
  });
  router.get('/api/subscriptions/active', fresh, async (ctx) => {
    ctx.body = (await plans(true)).map(toPlanView);
  });
  return router;
}

function toPlanView(row: Record<string, any>): PlanView {
  const price = Number(row.price);
  const gst = Number(row.gst);
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    displayName: row.display_name,
    price,
    currency: row.currency,
    gst,
    // GST in rupees and paise for one billing period (SPEC §9: 2 decimals).
    gstAmount: Math.round(price * gst) / 100,
    durationLabel: row.duration_label,
    durationMonths: row.duration_months,
    description: row.description,
    limits: row.limits,
    active: row.active,
  };
}
