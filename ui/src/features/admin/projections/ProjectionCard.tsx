import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { ConsumerCard } from './ConsumerCard';
import { isRebuildActive } from './format';
import { ParkedEvents, ParkedToggle } from './ParkedEvents';
import { RebuildStatus } from './RebuildStatus';
import type { ParkedRequest, ProjectionView } from './slice';

export interface ProjectionCardProps {
  readonly projection: ProjectionView;
  /** Its rebuild or cancel request is on its way. */
  readonly requesting: boolean;
  readonly parkedBusy: readonly string[];
  readonly onRebuild: () => void;
  readonly onCancel: () => void;
  readonly onRetry: (request: ParkedRequest) => void;
  readonly onSkip: (request: ParkedRequest) => void;
}

/** A projector: its figures, Rebuild with the rebuild's progress or outcome, and its parked events. */
export function ProjectionCard({ projection, requesting, parkedBusy, onRebuild, onCancel, onRetry, onSkip }: ProjectionCardProps) {
  const [parkedOpen, setParkedOpen] = useState(false);
  const active = isRebuildActive(projection.rebuild);
  return (
    <ConsumerCard
      consumer={projection}
      actions={
        <>
          <ParkedToggle projection={projection} open={parkedOpen} onToggle={() => setParkedOpen(!parkedOpen)} />
          <Button
            icon="build"
            size="small"
            text="Rebuild"
            aria-label={`Rebuild ${projection.name}`}
            disabled={active}
            loading={requesting && !active}
            onClick={onRebuild}
          />
        </>
      }
    >
      {projection.rebuild && (
        <RebuildStatus name={projection.name} rebuild={projection.rebuild} cancelling={requesting} onCancel={onCancel} />
      )}
      <ParkedEvents projection={projection} open={parkedOpen} busy={parkedBusy} onRetry={onRetry} onSkip={onSkip} />
    </ConsumerCard>
  );
}
