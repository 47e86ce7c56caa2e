import type { AdminEvent, ChainNode } from '@more-ai/contracts/api/admin-events';
import { comparePositions, parsePosition, START } from '@more-ai/events/position';

/**
 * The tree of a correlation chain from its events (any order): an event sits under the event its
 * causationId names, when that one is in the chain and earlier in the log (a cause precedes its
 * effects, so no tree can loop); the rest are roots, the request's own events. Siblings and roots
 * keep log order; `offsetMs` counts from the earliest event.
 */
export function chainTree(events: readonly AdminEvent[]): ChainNode[] {
  const ordered = [...events].sort((a, b) => comparePositions(positionOf(a), positionOf(b)));
  const first = ordered[0];
  if (!first) return [];
  const startedAt = Date.parse(first.time);
  const nodes = new Map<string, ChainNode>();
  const roots: ChainNode[] = [];
  for (const event of ordered) {
    if (nodes.has(event.id)) continue;
    // Ordered by position, so a cause earlier in the log already has its node, and a later one (or
    // the event itself) has none yet.
    const parent = nodes.get(event.metadata.causationId);
    const node: ChainNode = { event, offsetMs: Date.parse(event.time) - startedAt, children: [] };
    nodes.set(event.id, node);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function positionOf(event: AdminEvent) {
  return parsePosition(event.position) ?? START;
}
