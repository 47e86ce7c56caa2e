import { Button, Switch } from '@blueprintjs/core';
import type { EventLogState } from './slice';

export interface LiveTailControlsProps {
  readonly live: EventLogState['live'];
  readonly onSwitch: (on: boolean) => void;
  readonly onPause: (paused: boolean) => void;
}

/** What the live tail is doing, in words a screen reader announces as it changes. */
export function liveStatusText(live: EventLogState['live']): string {
  if (!live.on) return 'Live tail off';
  if (live.connection === 'failed') return 'Live tail stopped: the server closed it';
  if (live.connection === 'connecting') return 'Live tail connecting…';
  if (live.connection === 'reconnecting') return 'Live tail reconnecting…';
  if (live.paused) return `Paused: ${live.heldCount} new ${live.heldCount === 1 ? 'event' : 'events'} waiting`;
  return 'Live: new events appear at the top';
}

/** The live tail's switch, Pause/Resume, and its state (announced politely). */
export function LiveTailControls({ live, onSwitch, onPause }: LiveTailControlsProps) {
  const state = !live.on ? 'off' : live.connection === 'open' ? (live.paused ? 'paused' : 'live') : live.connection;
  return (
    <div className="event-live">
      <Switch
        className="event-live__switch"
        label="Live"
        role="switch"
        checked={live.on}
        onChange={(event) => onSwitch(event.currentTarget.checked)}
        alignIndicator="left"
      />
      {live.on && live.connection !== 'failed' && (
        <Button
          icon={live.paused ? 'play' : 'pause'}
          text={live.paused ? 'Resume' : 'Pause'}
          onClick={() => onPause(!live.paused)}
          variant="outlined"
        />
      )}
      {live.on && live.connection === 'failed' && <Button icon="refresh" text="Reconnect" onClick={() => onSwitch(true)} />}
      <span className={`event-live__status event-live__status--${state}`} role="status" aria-live="polite">
        <span className="event-live__dot" aria-hidden="true" />
        {liveStatusText(live)}
      </span>
    </div>
  );
}
