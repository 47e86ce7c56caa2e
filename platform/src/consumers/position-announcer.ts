import type { Knex } from 'knex';
import { formatPosition, type GlobalPosition } from '@more-ai/events/position';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const PAYLOAD_BYTES = 7_000;

/**
 * Announces consumers' positions on a NOTIFY channel, one `{name} {position}` line each, several
 * to a notification: the consumers that had nothing to do in the same batch of the log (most of
 * them, for most batches) announce together in one round trip instead of one each. Each caller's
 * promise settles once its line was sent.
 */
export class PositionAnnouncer {
  private lines: string[] = [];
  private sending: Promise<void> | undefined;

  constructor(
    private readonly db: Knex,
    private readonly channel: string,
  ) {}

  announce(name: string, position: GlobalPosition): Promise<void> {
    this.lines.push(`${name} ${formatPosition(position)}`);
    // The lines of every consumer that announces in this turn of the event loop go together.
    this.sending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.send());
    return this.sending;
  }

  private async send(): Promise<void> {
    const lines = this.lines;
    this.lines = [];
    this.sending = undefined;
    for (const payload of payloads(lines)) await this.db.raw('SELECT pg_notify(?, ?)', [this.channel, payload]);
  }
}

/** The lines joined by newlines, as few payloads as fit. */
export function payloads(lines: readonly string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const line of lines) {
    if (current !== '' && Buffer.byteLength(current) + 1 + Buffer.byteLength(line) > PAYLOAD_BYTES) {
      out.push(current);
      current = '';
    }
    current = current === '' ? line : `${current}\n${line}`;
  }
  if (current !== '') out.push(current);
  return out;
}

/** The `{name} {position}` lines of a payload: one announcement, or several, one to a line. */
export function announcedPositions(payload: string): [name: string, position: string][] {
  return payload
    .split('\n')
    .map((line) => line.split(' '))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '' && parts[1] !== '');
}
