import { Button, Callout, HTMLTable, ProgressBar } from '@blueprintjs/core';
import {
  differingTables,
  formatCount,
  formatDateTime,
  formatEta,
  formatRate,
  isRebuildActive,
  rebuildFraction,
  rebuildProgress,
  shortHash,
} from './format';
import type { RebuildView } from './slice';

export interface RebuildStatusProps {
  readonly name: string;
  readonly rebuild: RebuildView;
  readonly cancelling: boolean;
  readonly onCancel: () => void;
}

/** The projector's latest rebuild: live progress with rate, ETA and Cancel; then how it ended, and the verification. */
export function RebuildStatus({ name, rebuild, cancelling, onCancel }: RebuildStatusProps) {
  if (isRebuildActive(rebuild)) {
    const waiting = rebuild.state === 'pending';
    return (
      <section className="rebuild rebuild--active" aria-label={`Rebuild of ${name}`}>
        <div className="rebuild__head">
          <strong>{waiting ? 'Rebuild requested, starting…' : `Rebuilding${rebuild.phase ? `: ${rebuild.phase}` : ''}`}</strong>
          <Button
            size="small"
            icon="stop"
            text={rebuild.cancelRequested ? 'Cancelling…' : 'Cancel'}
            disabled={rebuild.cancelRequested || cancelling}
            onClick={onCancel}
          />
        </div>
        <ProgressBar
          intent="primary"
          value={waiting ? undefined : rebuildFraction(rebuild)}
          aria-label={`Rebuild of ${name}`}
          aria-valuetext={rebuildProgress(rebuild)}
        />
        <p className="rebuild__figures" role="status" aria-live="polite" aria-atomic="true">
          {waiting
            ? 'Waiting for the projections service to start it'
            : `${rebuildProgress(rebuild)} · ${formatRate(rebuild.rate)} · ${formatEta(rebuild.etaSeconds)}`}
        </p>
        {rebuild.error && (
          <Callout intent="danger" compact icon="error">
            {rebuild.error}
          </Callout>
        )}
        <p className="rebuild__note">Reads stay on the live tables until the rebuilt ones are swapped in.</p>
      </section>
    );
  }

  const ended = rebuild.finishedAt ? formatDateTime(rebuild.finishedAt) : null;
  return (
    <section className="rebuild" aria-label={`Latest rebuild of ${name}`}>
      <div role="status" aria-live="polite">
        {rebuild.state === 'swapped' && (
          <p className="rebuild__ended">
            Last rebuilt{ended ? ` ${ended}` : ''}: {formatCount(rebuild.processed)} events replayed, then swapped in.
          </p>
        )}
        {rebuild.state === 'cancelled' && (
          <Callout compact icon="disable">
            The rebuild{ended ? ` of ${ended}` : ''} was cancelled; the live tables were left as they were.
          </Callout>
        )}
        {rebuild.state === 'failed' && (
          <Callout intent="danger" compact icon="error">
            <strong className="callout-title">The rebuild failed; the live tables are unchanged</strong>
            {rebuild.error ?? 'No reason was recorded.'}
          </Callout>
        )}
      </div>
      {rebuild.verification && <Verification verification={rebuild.verification} />}
    </section>
  );
}

function Verification({ verification }: { verification: NonNullable<RebuildView['verification']> }) {
  const differing = differingTables(verification);
  return (
    <div className="verification">
      {verification.equal ? (
        <Callout intent="success" icon="tick-circle" compact>
          <strong className="callout-title">Rebuilt tables equal the live ones</strong>
          Row counts and content hashes matched for every table at position <code>{verification.position}</code>.
        </Callout>
      ) : (
        <Callout intent="warning" icon="warning-sign" compact>
          <strong className="callout-title">The rebuilt tables differ from the live ones</strong>
          Differences in: {differing.join(', ')}. The rebuilt tables, made from the log, replaced the live ones.
        </Callout>
      )}
      <div className="verification__scroll" tabIndex={0} role="region" aria-label="Verification per table">
        <HTMLTable compact className="verification__table">
          <thead>
            <tr>
              <th scope="col">Table</th>
              <th scope="col">Rows live</th>
              <th scope="col">Rows rebuilt</th>
              <th scope="col">Hash live</th>
              <th scope="col">Hash rebuilt</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {verification.tables.map((table) => (
              <tr key={table.table}>
                <th scope="row">
                  <code>{table.table}</code>
                </th>
                <td>{table.rowsLive === null ? '—' : formatCount(table.rowsLive)}</td>
                <td>{table.rowsRebuilt === null ? '—' : formatCount(table.rowsRebuilt)}</td>
                <td>
                  <code title={table.hashLive ?? undefined}>{shortHash(table.hashLive)}</code>
                </td>
                <td>
                  <code title={table.hashRebuilt ?? undefined}>{shortHash(table.hashRebuilt)}</code>
                </td>
                <td className={table.equal ? 'verification__equal' : 'verification__differs'}>{table.equal ? 'Equal' : 'Differs'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}
