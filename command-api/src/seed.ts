import { featureDecider } from './features/decide';
import { featureIdOf, STANDARD_FEATURES } from './features/standard-features';
import type { CommandHandler, CommandMetadata } from './pipeline/handle-command';
import type { GlobalPosition } from '@more-ai/events/position';
import { maxPosition, START } from '@more-ai/events/position';
import { planDecider } from './plans/decide';
import { STANDARD_PLANS } from './plans/standard-plans';

const SYSTEM: CommandMetadata = { actor: 'system', correlationId: 'seed', causationId: 'seed' };

/**
 * Defines the plans and the feature registry through ordinary system commands. Safe to run at every
 * start: unchanged definitions append nothing. Returns the position the read side must reach.
 */
export async function seedCatalogues(commands: CommandHandler): Promise<GlobalPosition> {
  let position = START;
  for (const terms of STANDARD_PLANS) {
    const result = await commands.handle(planDecider, terms.planId, { type: 'DefinePlan', terms }, SYSTEM);
    if (result.position) position = maxPosition(position, result.position);
  }
  for (const feature of STANDARD_FEATURES) {
    const featureId = featureIdOf(feature.key);
    const result = await commands.handle(featureDecider, featureId, { type: 'RegisterFeature', featureId, ...feature }, SYSTEM);
    if (result.position) position = maxPosition(position, result.position);
  }
  return position;
}
