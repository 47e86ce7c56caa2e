import { Button, Drawer } from '@blueprintjs/core';
import type { AdminEvent } from '@more-ai/contracts/api/admin-events';
import { useEffect, useRef, useState } from 'react';
import { useStartOnChange } from '../../../app/hooks';
import { CorrelationChain } from './CorrelationChain';
import { EventDetail } from './EventDetail';
import type { CorrelationChainView } from './slice';

export interface EventDrawerProps {
  readonly selected: AdminEvent | null;
  readonly chain: CorrelationChainView | null;
  readonly onSelect: (event: AdminEvent | null) => void;
  readonly onFollowCorrelation: (correlationId: string) => void;
  readonly onRetryChain: () => void;
  readonly onCloseChain: () => void;
  readonly onCopy: (text: string) => void;
}

/**
 * The side panel of the event log: an event's details, or a correlation chain whose events open
 * their details in turn (with the way back to the chain).
 */
export function EventDrawer({ selected, chain, onSelect, onFollowCorrelation, onRetryChain, onCloseChain, onCopy }: EventDrawerProps) {
  // Whether an event of the open chain is being looked at, rather than the chain itself.
  const [inChain, setInChain] = useState(false);
  useStartOnChange(chain?.correlationId ?? null, () => setInChain(false));
  const showChain = chain !== null && !inChain;
  // Moving between the chain and an event replaces the button that was pressed: focus goes to the
  // panel's title, so the keyboard stays in the panel (and Escape still closes it).
  const title = useRef<HTMLHeadingElement>(null);
  const view = showChain ? `chain:${chain.correlationId}` : `event:${selected?.position ?? ''}`;
  const shownView = useRef(view);
  useEffect(() => {
    if (view === shownView.current) return;
    shownView.current = view;
    title.current?.focus();
  }, [view]);
  const close = () => {
    onSelect(null);
    onCloseChain();
  };

  return (
    <Drawer
      isOpen={selected !== null || chain !== null}
      onClose={close}
      className="event-drawer"
      size="640px"
      aria-labelledby="event-drawer-title"
      canOutsideClickClose
    >
      <div className="event-drawer__head">
        {chain !== null && inChain && (
          <Button variant="minimal" icon="arrow-left" aria-label="Back to the chain" onClick={() => setInChain(false)} />
        )}
        <h2 className="event-drawer__title" id="event-drawer-title" ref={title} tabIndex={-1}>
          {showChain ? 'Correlation chain' : (selected?.type ?? 'Event')}
        </h2>
        <Button variant="minimal" icon="cross" aria-label="Close" onClick={close} />
      </div>
      <div className="event-drawer__body">
        {showChain ? (
          <CorrelationChain
            view={chain}
            selected={selected?.position ?? null}
            onOpen={(event) => {
              onSelect(event);
              setInChain(true);
            }}
            onRetry={onRetryChain}
          />
        ) : (
          selected && (
            <EventDetail
              event={selected}
              onFollowCorrelation={(correlationId) => {
                setInChain(false);
                onFollowCorrelation(correlationId);
              }}
              onCopy={onCopy}
            />
          )
        )}
      </div>
    </Drawer>
  );
}
