/**
 * A place in the global order of all events ($all).
 *
 * Two numbers, compared in order: in the PostgreSQL store `commit` is the appending transaction's id and
 * `prepare` the event's sequence number (emmett's order, which lets a reader stay behind
 * pg_snapshot_xmin and never skip a late commit); in EventStoreDB they are its commit and prepare
 * positions. Clients treat the text form as an opaque token and only ever keep the highest one.
 */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** Before the first event: reading "after START" reads everything. */
export const START: GlobalPosition = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): -1 | 0 | 1 {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function maxPosition(a: GlobalPosition, b: GlobalPosition): GlobalPosition {
  return comparePositions(a, b) >= 0 ? a : b;
}

/** The token sent to clients in the `position` body field and the X-Event-Position header. */
export function formatPosition(p: GlobalPosition): string {
  return `${p.commit}-${p.prepare}`;
}

const TOKEN = /^(\d{1,20})-(\d{1,20})$/;

/** Reads a client's token; anything malformed is `undefined`, never an exception. */
export function parsePosition(token: string | null | undefined): GlobalPosition | undefined {
  const match = token ? TOKEN.exec(token.trim()) : null;
  if (!match) return undefined;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
