import type { Knex } from 'knex';
import type { PlanView } from '@more-ai/contracts/plans';
import type { PlanLimits, PlanType } from '@more-ai/events/catalog/index';

/**
 * A plan's limits by feature key (SPEC §6, §9; -1 is unlimited), as the plans the command side
 * defined and enforces say them: the newest terms of that plan type.
 */
export async function planLimitsOf(db: Knex, type: PlanType): Promise<PlanLimits> {
  return (await newestPlanOf(db, type)).limits;
}

/** A plan type's name as users see it ('PRO'), from its newest terms. */
export async function planDisplayNameOf(db: Knex, type: PlanType): Promise<string> {
  return (await newestPlanOf(db, type)).display_name;
}

async function newestPlanOf(db: Knex, type: PlanType): Promise<Pick<PlanRow, 'limits' | 'display_name'>> {
  const row: Pick<PlanRow, 'limits' | 'display_name'> | undefined = await db('rm_plans.subscription_plans')
    .where({ type })
    .orderBy('updated_at', 'desc')
    .first('limits', 'display_name');
  if (!row) throw new Error(`No plan of type ${type}`);
  return row;
}

/** A row of `rm_plans.subscription_plans`; PostgreSQL's numerics arrive as text. */
interface PlanRow {
  id: string;
  type: PlanType;
  display_name: string;
  price: string;
  currency: string;
  gst: string;
  duration_label: string;
  duration_months: number;
  description: string;
  limits: PlanLimits;
  active: boolean;
}

/** Every plan, or only those on sale, cheapest first, as the landing page and the upgrade dialog show them. */
export async function planViews(db: Knex, { onSaleOnly }: { onSaleOnly: boolean }): Promise<PlanView[]> {
  const rows: PlanRow[] = await db('rm_plans.subscription_plans')
    .modify((q) => (onSaleOnly ? q.where({ active: true }) : q))
    .orderBy([{ column: 'price' }, { column: 'type' }]);
  return rows.map(toPlanView);
}

function toPlanView(row: PlanRow): PlanView {
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
    limits: { ...row.limits },
    active: row.active,
  };
}
