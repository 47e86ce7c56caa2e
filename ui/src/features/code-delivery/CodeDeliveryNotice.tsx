import './code-delivery.css';
import { Callout, Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { CodeDelivery } from './follow';

/** Said when the mail failed but the 60 s wait since the last code (SPEC §9) still shuts Resend Code. */
const RESEND_OPENS_LATER = 'Resend Code opens when the wait below ends: a new code can be asked for 60 seconds after the last one.';

export interface CodeDeliveryNoticeProps {
  readonly delivery: CodeDelivery | null;
  /** The 60 s wait since the last code still runs: a failed mail says Resend Code opens after it. */
  readonly resendWaitRuns?: boolean;
  /** Inside the failure's callout: the way to a new code, on a screen that has none below. */
  readonly action?: ReactNode;
  /** Whether to add a line once the mail is sent: not where the screen already says the code was sent. */
  readonly sentLine?: boolean;
}

/**
 * What became of the mail carrying the screen's code: nothing while it is on its way, a quiet line
 * once sent (or replaced by a newer code), a warning while the server keeps trying, and an alert
 * when it gave up.
 */
export function CodeDeliveryNotice({ delivery, resendWaitRuns = false, action, sentLine = true }: CodeDeliveryNoticeProps) {
  if (!delivery) return null;
  const { status, message } = delivery;
  return (
    <>
      {/* There from the start, so screen readers announce what appears in it later. */}
      <div className="code-delivery" role="status" aria-live="polite">
        {status === 'delayed' && (
          <Callout intent="warning" icon="time">
            {message}
          </Callout>
        )}
        {((status === 'sent' && sentLine) || status === 'replaced') && (
          <p className="code-delivery__note">
            <Icon icon={status === 'sent' ? 'tick' : 'info-sign'} intent={status === 'sent' ? 'success' : 'none'} size={14} />
            {message}
          </p>
        )}
      </div>
      {status === 'failed' && (
        <Callout intent="danger" icon="error" role="alert">
          {message}
          {resendWaitRuns && ` ${RESEND_OPENS_LATER}`}
          {action}
        </Callout>
      )}
    </>
  );
}
