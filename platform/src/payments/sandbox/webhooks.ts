import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../../logger';
import { webhookSignature } from '../signatures';
import { razorpayId, unixSeconds } from './store';

/** The events the sandbox sends, each with the entities Razorpay puts in it. */
export interface WebhookEvent {
  event: 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.created' | 'refund.processed';
  payload: { payment: object; order?: object; refund?: object };
}

export interface WebhookSenderOptions {
  accountId: string;
  webhookSecret: string;
  /** Read at each delivery: the app's port may be known only after the sandbox is made. */
  url: () => string;
  clock: () => Date;
  log: Logger;
  /** The waits before each retry; Razorpay retries for hours, the sandbox a few times in seconds. */
  retryDelaysMs?: readonly number[];
  /** How long one attempt may take before it counts as failed. */
  attemptTimeoutMs?: number;
}

const RETRY_DELAYS_MS = [500, 2_000, 5_000];
const ATTEMPT_TIMEOUT_MS = 5_000;

/**
 * Sends Razorpay's webhooks: one at a time in the order they were made, each signed over its exact
 * body (X-Razorpay-Signature) with an id of its own (X-Razorpay-Event-Id), retried with backoff while
 * the receiver answers other than 2xx or cannot be reached. Kept in memory: a restart drops what was
 * still waiting, as a receiver down for longer than Razorpay retries would miss it too.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const stopping = new AbortController();
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;

  const deliver = async (event: WebhookEvent, body: string, eventId: string) => {
    const headers = {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': webhookSignature(body, options.webhookSecret),
      'X-Razorpay-Event-Id': eventId,
    };
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (attempt > 0) await sleep(delays[attempt - 1], undefined, { signal: stopping.signal }).catch(() => undefined);
      // close() has counted what it abandons; each need not be told again.
      if (stopping.signal.aborted) return;
      let url = '';
      try {
        url = options.url();
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(attemptTimeoutMs)]),
        });
        await response.body?.cancel();
        if (response.ok) return;
        options.log.warn(
          { event: event.event, eventId, url, status: response.status, attempt: attempt + 1 },
          'webhook refused by its receiver',
        );
      } catch (error) {
        options.log.warn({ event: event.event, eventId, url, err: error, attempt: attempt + 1 }, 'webhook could not be delivered');
      }
    }
    options.log.error({ event: event.event, eventId }, 'webhook given up');
  };

  return {
    /** Queues the events behind those already waiting; returns at once. */
    send(events: readonly WebhookEvent[]): void {
      for (const event of events) {
        const body = JSON.stringify({
          entity: 'event',
          account_id: options.accountId,
          event: event.event,
          contains: Object.keys(event.payload),
          payload: Object.fromEntries(Object.entries(event.payload).map(([name, entity]) => [name, { entity }])),
          created_at: unixSeconds(options.clock()),
        });
        const eventId = razorpayId();
        pending += 1;
        queue = queue.then(() => deliver(event, body, eventId)).finally(() => (pending -= 1));
      }
    },

    /** Lets the queue drain for up to `graceMs`, then abandons what is left (logged) and waits for it to stop. */
    async close(graceMs: number): Promise<void> {
      const drained = queue.then(() => true);
      const timer = sleep(graceMs, false, { ref: false });
      if (!(await Promise.race([drained, timer]))) {
        options.log.warn({ undelivered: pending }, 'sandbox stopped with webhooks undelivered');
        stopping.abort();
        await queue;
      }
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
