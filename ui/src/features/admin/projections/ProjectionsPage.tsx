import './projections.css';
import { Alert, Button, Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { AdminPageFrame } from '../AdminPageFrame';
import { ConsumerCard } from './ConsumerCard';
import { ProjectionCard } from './ProjectionCard';
import { POLL_MS } from './sagas';
import { selectProjections, useProjectionsSelector } from './selectors';
import {
  parkedActionRequested,
  projectionsLeft,
  projectionsOpened,
  projectionsRefreshRequested,
  projectionsVisibilityChanged,
  rebuildCancelRequested,
  rebuildRequested,
  type ParkedRequest,
} from './slice';
import { StateNotice } from '../../layout/StateNotice';

/**
 * The admin projections page (issue 12): every projector's progress and health, read again every
 * 2 seconds while the tab is shown; rebuilds with progress, cancel and verification; parked events.
 */
export function ProjectionsPage() {
  const dispatch = useAppDispatch();
  const { status, error, overview, requesting, parkedBusy } = useProjectionsSelector(selectProjections);
  const [confirmRebuild, setConfirmRebuild] = useState<string | null>(null);
  const [confirmSkip, setConfirmSkip] = useState<ParkedRequest | null>(null);

  useEffect(() => {
    const visibility = () => dispatch(projectionsVisibilityChanged(document.visibilityState === 'visible'));
    visibility();
    dispatch(projectionsOpened());
    document.addEventListener('visibilitychange', visibility);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      dispatch(projectionsLeft());
    };
  }, [dispatch]);

  const retry = () => dispatch(projectionsRefreshRequested());

  return (
    <AdminPageFrame
      title="Projections"
      tools={
        overview && (
          <span className="projections__head">
            Log head <code>{overview.head}</code> · refreshed every {POLL_MS / 1000} s
          </span>
        )
      }
    >
      {!overview && status !== 'failed' && (
        <StateNotice heading="h2" icon={<Spinner size={40} aria-label="Loading the projections" />} title="Reading the projections…" />
      )}
      {!overview && status === 'failed' && (
        <StateNotice
          heading="h2"
          icon="error"
          title="The projections could not be read"
          description={error ?? undefined}
          action={<Button icon="refresh" text="Try again" onClick={retry} />}
        />
      )}
      {overview && status === 'failed' && (
        <Callout intent="warning" icon="warning-sign" className="projections__stale">
          The figures below could not be refreshed ({error}); the page keeps trying.
        </Callout>
      )}
      {overview && (
        <>
          <section aria-labelledby="projectors-title" className="projections__section">
            <h2 className="projections__title" id="projectors-title">
              Projectors
            </h2>
            {overview.projections.length === 0 ? (
              <StateNotice heading="h2" icon="database" title="No projectors" />
            ) : (
              <div className="projections__list">
                {overview.projections.map((projection) => (
                  <ProjectionCard
                    key={projection.name}
                    projection={projection}
                    requesting={requesting.includes(projection.name)}
                    parkedBusy={parkedBusy}
                    onRebuild={() => setConfirmRebuild(projection.name)}
                    onCancel={() => dispatch(rebuildCancelRequested(projection.name))}
                    onRetry={(request) => dispatch(parkedActionRequested(request))}
                    onSkip={setConfirmSkip}
                  />
                ))}
              </div>
            )}
          </section>
          {overview.reactors.length > 0 && (
            <section aria-labelledby="reactors-title" className="projections__section">
              <h2 className="projections__title" id="reactors-title">
                Reactors
              </h2>
              <p className="projections__hint">
                The processes' reactors, shown for their health; their parked events are retried from the CLI.
              </p>
              <div className="projections__list">
                {overview.reactors.map((reactor) => (
                  <ConsumerCard key={reactor.name} consumer={reactor} />
                ))}
              </div>
            </section>
          )}
        </>
      )}

      <Alert
        isOpen={confirmRebuild !== null}
        icon="build"
        intent="primary"
        confirmButtonText="Rebuild"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        onCancel={() => setConfirmRebuild(null)}
        onConfirm={() => {
          if (confirmRebuild) dispatch(rebuildRequested(confirmRebuild));
          setConfirmRebuild(null);
        }}
      >
        <p>
          Rebuild <strong>{confirmRebuild}</strong> from the start of the log?
        </p>
        <p>
          It is replayed into a shadow copy while reads stay up on the live tables; when it has caught up, the rebuilt tables are compared
          with the live ones and swapped in. You can cancel it until then.
        </p>
      </Alert>
      <Alert
        isOpen={confirmSkip !== null}
        icon="disable"
        intent="danger"
        confirmButtonText="Skip event"
        cancelButtonText="Keep it parked"
        canEscapeKeyCancel
        onCancel={() => setConfirmSkip(null)}
        onConfirm={() => {
          if (confirmSkip) dispatch(parkedActionRequested(confirmSkip));
          setConfirmSkip(null);
        }}
      >
        <p>
          Skip the event at <code>{confirmSkip?.position}</code> for <strong>{confirmSkip?.name}</strong>?
        </p>
        <p>The projector will never apply it. The skip is recorded in the audit trail with your name.</p>
      </Alert>
    </AdminPageFrame>
  );
}
