import { Button, Callout, Spinner, Tag, type Intent } from '@blueprintjs/core';
import type { AdminEvent, ChainNode } from '@more-ai/contracts/api/admin-events';
import { CHAIN_MAX_EVENTS } from '@more-ai/contracts/api/admin-events';
import { actorLabel, chainCauses, chainStep, formatDuration, formatEventTime, formatOffset, type ChainStep } from './format';
import type { CorrelationChainView } from './slice';
import { StateNotice } from '../../layout/StateNotice';

export interface CorrelationChainProps {
  readonly view: CorrelationChainView;
  readonly selected: string | null;
  readonly onOpen: (event: AdminEvent) => void;
  readonly onRetry: () => void;
}

const STEP_INTENT: Record<ChainStep, Intent> = { event: 'primary', reaction: 'success', job: 'warning' };

/**
 * A correlation id's chain as an indented tree: the request, each command it ran (by its causation
 * id), the events it appended, and beneath each event what it caused (reactions, jobs), each with its
 * time after the chain's first event.
 */
export function CorrelationChain({ view, selected, onOpen, onRetry }: CorrelationChainProps) {
  if (view.status === 'loading' || view.status === 'idle') {
    return <StateNotice heading="h2" icon={<Spinner size={32} aria-label="Loading the chain" />} title="Following the correlation id…" />;
  }
  if (view.status === 'notFound') {
    return <StateNotice heading="h2" icon="search" title="No events carry this correlation id" description={view.correlationId} />;
  }
  if (view.status === 'failed' || !view.chain) {
    return (
      <StateNotice
        heading="h2"
        icon="error"
        title="The chain could not be loaded"
        description={view.error ?? undefined}
        action={<Button icon="refresh" text="Try again" onClick={onRetry} />}
      />
    );
  }
  const { chain } = view;
  return (
    <div className="event-chain">
      <p className="event-chain__summary">
        {chain.count} {chain.count === 1 ? 'event' : 'events'} over {formatDuration(chain.durationMs)}, from{' '}
        <time dateTime={chain.started}>{formatEventTime(chain.started)}</time>
      </p>
      {chain.truncated && (
        <Callout intent="warning" compact>
          More events carry this id than the first {CHAIN_MAX_EVENTS} shown here.
        </Callout>
      )}
      <ul className="event-chain__tree" aria-label="Correlation chain">
        <li>
          <div className="event-chain__node event-chain__node--request">
            <Tag minimal>request</Tag>
            <code className="event-chain__id">{chain.correlationId}</code>
          </div>
          <ul>
            {chainCauses(chain.nodes).map((cause) => (
              <li key={cause.causationId}>
                <div className="event-chain__node event-chain__node--command">
                  <Tag minimal>{cause.nodes.some((node) => chainStep(node, 0) === 'job') ? 'job' : 'command'}</Tag>
                  <code className="event-chain__id" title="Causation id">
                    {cause.causationId}
                  </code>
                </div>
                <ChainBranch nodes={cause.nodes} depth={0} selected={selected} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </div>
  );
}

function ChainBranch({
  nodes,
  depth,
  selected,
  onOpen,
}: { nodes: readonly ChainNode[]; depth: number } & Omit<CorrelationChainProps, 'view' | 'onRetry'>) {
  return (
    <ul>
      {nodes.map((node) => {
        const step = chainStep(node, depth);
        const { event } = node;
        return (
          <li key={event.id}>
            <div className="event-chain__node event-chain__node--event">
              <Tag minimal intent={STEP_INTENT[step]}>
                {step}
              </Tag>
              <Button
                variant={selected === event.position ? 'solid' : 'minimal'}
                intent={selected === event.position ? 'primary' : 'none'}
                size="small"
                className="event-chain__open"
                text={event.type}
                aria-label={`Show event ${event.type} at ${event.position}`}
                onClick={() => onOpen(event)}
              />
              <span className="event-chain__offset">{formatOffset(node.offsetMs)}</span>
              <span className="event-chain__meta" title={`${event.stream} · ${actorLabel(event)}`}>
                <code>{event.stream}</code> · {actorLabel(event)}
              </span>
            </div>
            {node.children.length > 0 && <ChainBranch nodes={node.children} depth={depth + 1} selected={selected} onOpen={onOpen} />}
          </li>
        );
      })}
    </ul>
  );
}
