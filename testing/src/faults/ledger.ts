import { randomUUID } from 'node:crypto';
import type { ApiResponse } from '../app';
import type { Visitor } from '../visitor';

/** How one HTTP request of a fault run ended: an answer (its status), or none. */
export type Ending = number | 'network' | 'timeout';

export interface RequestRecord {
  /** performance.now() when it was sent. */
  sentAt: number;
  ms: number;
  write: boolean;
  ending: Ending;
  /** A 503 that said when to try again. */
  retryAfter: boolean;
  /** The error code of a refusal, when the body had one. */
  code?: string | undefined;
}

/** What became of a write after its retries: acknowledged (2xx), refused (a decided 4xx), or given up on. */
export type WriteResult =
  | { kind: 'acknowledged'; status: number; body: any; position: string | undefined; attempts: number; ms: number }
  | { kind: 'refused'; status: number; code: string | undefined; attempts: number }
  | { kind: 'given-up'; attempts: number };

/** A write the app acknowledged: where its last event is, and what it was, for the checks. */
export interface AcknowledgedWrite {
  what: string;
  key: string;
  position: string | undefined;
  body: any;
}

export interface RetryPolicy {
  /** A write still unacknowledged this long after its first try is given up on. */
  giveUpMs: number;
  /** The first wait before a retry; doubles up to `maxBackoffMs`, with jitter. */
  backoffMs: number;
  maxBackoffMs: number;
}

/**
 * Every request a fault run sent and every write's fate. A failed write is retried with the same
 * Idempotency-Key, as the UI's client and any careful API client do, until the app acknowledges it
 * (the first answer, or its replay) or refuses it, or until the give-up time.
 */
export class Ledger {
  readonly requests: RequestRecord[] = [];
  readonly acknowledged: AcknowledgedWrite[] = [];
  /** Writes given up on (applied or not, no one knows; the checks allow either), with their last ending. */
  readonly givenUp: { what: string; firstSentAt: number; lastEnding: string }[] = [];
  refused = 0;
  /** Retries answered by the first try's stored answer (Idempotent-Replayed). */
  replayed = 0;
  /** Write latencies from the first try to the acknowledgement, retries included. */
  readonly acknowledgedMs: number[] = [];

  constructor(private readonly policy: RetryPolicy) {}

  /** A read: sent once, its ending recorded; with the reader's last position, as the UI's client sends it (read-your-writes). */
  async read(visitor: Visitor, path: string, minPosition?: string): Promise<ApiResponse | undefined> {
    const { response } = await this.send(visitor, 'GET', path, false, undefined, minPosition ? { 'X-Min-Position': minPosition } : {});
    return response;
  }

  /** A write with an Idempotency-Key of its own, retried with that key while the app cannot answer it. */
  async write(visitor: Visitor, what: string, method: string, path: string, json?: unknown): Promise<WriteResult> {
    const key = `fault-run-${randomUUID()}`;
    const first = performance.now();
    for (let attempts = 1; ; attempts += 1) {
      const { response, record } = await this.send(visitor, method, path, true, json, { 'Idempotency-Key': key });
      if (response && !retryable(response)) {
        if (response.status >= 200 && response.status < 300) {
          if (response.headers.get('Idempotent-Replayed') === 'true') this.replayed += 1;
          const ms = performance.now() - first;
          this.acknowledgedMs.push(ms);
          const position = response.headers.get('X-Event-Position') ?? undefined;
          this.acknowledged.push({ what, key, position, body: response.body });
          return { kind: 'acknowledged', status: response.status, body: response.body, position, attempts, ms };
        }
        this.refused += 1;
        return { kind: 'refused', status: response.status, code: response.body?.code, attempts };
      }
      if (performance.now() - first > this.policy.giveUpMs) {
        this.givenUp.push({ what, firstSentAt: first, lastEnding: `${record.ending}${record.code ? ` ${record.code}` : ''}` });
        return { kind: 'given-up', attempts };
      }
      const wait = Math.min(this.policy.backoffMs * 2 ** (attempts - 1), this.policy.maxBackoffMs);
      await new Promise((resolve) => setTimeout(resolve, wait * (0.5 + Math.random() / 2)));
    }
  }

  private async send(
    visitor: Visitor,
    method: string,
    path: string,
    write: boolean,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ response: ApiResponse | undefined; record: RequestRecord }> {
    const sentAt = performance.now();
    let response: ApiResponse | undefined;
    let record: RequestRecord;
    try {
      response = await visitor.request(method, path, { ...(json === undefined ? {} : { json }), headers });
      record = {
        sentAt,
        ms: performance.now() - sentAt,
        write,
        ending: response.status,
        retryAfter: response.status === 503 && /^\d+$/.test(response.headers.get('Retry-After') ?? ''),
        code: typeof response.body?.code === 'string' ? response.body.code : undefined,
      };
    } catch (error) {
      const ending = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      record = { sentAt, ms: performance.now() - sentAt, write, ending, retryAfter: false };
    }
    this.requests.push(record);
    return { response, record };
  }
}

/**
 * An answer that decided nothing: the service was unavailable (503), failed (5xx), or the key's
 * first request is still running (409 IDEMPOTENCY_KEY_IN_USE). Sending it again with its key is safe.
 */
function retryable(response: ApiResponse): boolean {
  return response.status >= 500 || (response.status === 409 && response.body?.code === 'IDEMPOTENCY_KEY_IN_USE');
}
