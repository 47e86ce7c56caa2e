import type { Knex } from 'knex';
import type { PlanLimits, PlanType } from '@more-ai/events/catalog/index';

/**
 * A plan's limits by feature key (SPEC §6, §9; -1 is unlimited), as the plans the command side
 * defined and enforces say them: the newest terms of that plan type.
 */
export async function planLimitsOf(db: Knex, type: PlanType): Promise<PlanLimits> {
  const row: { limits: PlanLimits } | undefined = await db('rm_plans.subscription_plans').where({ type }).orderBy('updated_at', 'desc').first('limits');
  if (!row) throw new Error(`No plan of type ${type}`);
  return row.limits;
}
