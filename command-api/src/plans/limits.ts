import type { PlanLimits, PlanType } from '@more-ai/events/catalog/index';
import type { CommandHandler } from '../pipeline/handle-command';
import { planDecider } from './decide';
import { planIdOf } from './standard-plans';

/**
 * The limits of a plan as its stream holds them now (SPEC §6), -1 meaning unlimited: a
 * SubscriptionPlanRevised changes what every later command enforces, with no restart.
 */
export async function planLimitsOf(commands: CommandHandler, plan: PlanType): Promise<PlanLimits> {
  const { terms } = (await commands.load(planDecider, planIdOf(plan))).state;
  // Plans are seeded at every start, before the APIs answer: a missing one is a broken deployment.
  if (!terms) throw new Error(`The ${plan} plan is not defined`);
  return terms.limits;
}
