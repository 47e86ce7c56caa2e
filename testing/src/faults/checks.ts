import { formatPosition } from '@more-ai/events/position';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { planLimitsOf } from '@more-ai/command-api/plans/limits';
import { watchlistOwnerDecider } from '@more-ai/command-api/watchlists/owner-gate';
import type { FaultRunApp } from './fault-app';
import type { Ledger } from './ledger';
import type { MemberModel } from './load';

/** What a fault run's end found: each acknowledged write missing, each applied twice, each broken rule, in words. */
export interface Verdict {
  lost: string[];
  duplicated: string[];
  broken: string[];
  /** ms from the checks' start until /api/health said ok with projections and processes up; undefined if it never did. */
  healthyAfterMs: number | undefined;
  health: unknown;
}

/**
 * Once the projectors have caught up: every acknowledged write is in the event log, once, and shows
 * in the read models; nothing is in the log twice (one Idempotency-Key, one stream, one event type
 * and payload); each member's favourites and lists are what the answers they got imply (allowing
 * either way for writes given up on), the read models equal the log folded, and the FREE limits hold.
 */
export async function verify(app: FaultRunApp, models: readonly MemberModel[], ledger: Ledger, healthBoundMs = 20_000): Promise<Verdict> {
  const started = performance.now();
  const verdict: Verdict = { lost: [], duplicated: [], broken: [], healthyAfterMs: undefined, health: undefined };
  for (;;) {
    const health = await app.request('GET', '/api/health').catch((error: Error) => ({ status: 0, body: error.message }));
    verdict.health = health.body;
    const body = health.body as { status?: string; checks?: Record<string, string> };
    if (health.status === 200 && body.status === 'ok' && body.checks?.projections === 'up' && body.checks.processes === 'up') {
      verdict.healthyAfterMs = performance.now() - started;
      break;
    }
    if (performance.now() - started > healthBoundMs) {
      verdict.broken.push(
        `/api/health not ok with projections and processes up within ${healthBoundMs} ms: ${JSON.stringify(health.body)}`,
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await app.settled();

  const log = await wholeLog(app);
  const byPosition = new Map(log.map((event) => [formatPosition(event.position), event]));
  for (const write of ledger.acknowledged) {
    const event = write.position === undefined ? undefined : byPosition.get(write.position);
    if (!event) verdict.lost.push(`${write.what} (${write.key}): no event at its position ${write.position}`);
    else if (!event.metadata.idempotencyKey) verdict.lost.push(`${write.what} (${write.key}): the event at its position carries no key`);
  }
  const copies = new Map<string, number>();
  for (const event of log) {
    if (!event.metadata.idempotencyKey) continue;
    const identity = `${event.metadata.idempotencyKey} ${event.streamId} ${event.type} ${JSON.stringify(event.data)}`;
    copies.set(identity, (copies.get(identity) ?? 0) + 1);
  }
  for (const [identity, count] of copies) if (count > 1) verdict.duplicated.push(`${count} events for one request: ${identity}`);

  for (const write of ledger.acknowledged.filter((w) => w.what === 'contact message')) {
    const contactId = write.body.contactId as string;
    const events = log.filter((event) => event.streamId === `Contact-${contactId}`);
    if (events.length === 0) verdict.lost.push(`contact message ${contactId}: not in the log`);
    if (events.length > 1) verdict.duplicated.push(`contact message ${contactId}: ${events.length} events`);
    const listed = await app.db('rm_contacts.contact_messages').where({ id: contactId }).count<{ count: string }[]>({ count: '*' });
    if (Number(listed[0]!.count) !== 1)
      verdict.lost.push(`contact message ${contactId}: ${listed[0]!.count} rows in the Contacts read model`);
  }

  const limits = await planLimitsOf(app.commands, 'free');
  for (const model of models) await verifyMember(app, model, log, limits, verdict);
  return verdict;
}

async function verifyMember(
  app: FaultRunApp,
  model: MemberModel,
  log: readonly RecordedEvent[],
  limits: { limited_favorites: number; limited_watchlists: number; movies_per_watchlist: number },
  verdict: Verdict,
): Promise<void> {
  const { member } = model;
  const who = member.username;
  const read = async (path: string) => {
    const response = await member.visitor.request('GET', path);
    if (response.status !== 200) throw new Error(`${who}: GET ${path} answered ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };

  // Favourites: the log folded, the read model, and what the answers implied.
  const logged = new Set<string>();
  for (const event of log.filter((e) => e.streamId === `Favorites-${member.userId}`)) {
    const movieId = event.data.movieId as string;
    if (event.type === 'FavoriteAdded') logged.add(movieId);
    if (event.type === 'FavoriteRemoved') logged.delete(movieId);
  }
  const shown = new Set(((await read('/api/favorites')).favorites as { _id: string }[]).map((movie) => movie._id));
  if (!sameSet(shown, logged)) verdict.broken.push(`${who}'s favourites read model ${show(shown)} differs from the log ${show(logged)}`);
  if (logged.size > limits.limited_favorites) verdict.broken.push(`${who} has ${logged.size} favourites, over the FREE limit`);
  compare(`${who}'s favourite`, model.favorites, model.uncertainFavorites, logged, verdict);

  // Watchlists: the same three ways, and each one's slot at its owner's gate.
  const lists = new Map<string, { deleted: boolean; movies: Set<string> }>();
  for (const event of log.filter((e) => e.streamId.startsWith('Watchlist-'))) {
    const id = event.streamId.slice('Watchlist-'.length);
    if (event.type === 'WatchlistCreated' && event.data.ownerId === member.userId) lists.set(id, { deleted: false, movies: new Set() });
    const list = lists.get(id);
    if (!list) continue;
    if (event.type === 'WatchlistDeleted') list.deleted = true;
    if (event.type === 'MovieAddedToWatchlist') list.movies.add(event.data.movieId as string);
    if (event.type === 'MovieRemovedFromWatchlist') list.movies.delete(event.data.movieId as string);
  }
  const live = new Map([...lists].filter(([, list]) => !list.deleted));
  const listed = (await read('/api/watchlist')).watchlists as { _id: string; movieCount: number }[];
  if (!sameSet(new Set(listed.map((l) => l._id)), new Set(live.keys()))) {
    verdict.broken.push(`${who}'s watchlists read model ${show(listed.map((l) => l._id))} differs from the log ${show(live.keys())}`);
  }
  if (live.size > limits.limited_watchlists) verdict.broken.push(`${who} has ${live.size} watchlists, over the FREE limit`);
  const { open } = (await app.commands.load(watchlistOwnerDecider, member.userId)).state;
  for (const [id, list] of live) {
    if (!open.has(id)) verdict.broken.push(`${who}'s watchlist ${id} holds no slot at its owner's gate`);
    const row = listed.find((l) => l._id === id);
    const movies = new Set(((await read(`/api/watchlist/${id}/movies`)).movies as { _id: string }[]).map((movie) => movie._id));
    if (!sameSet(movies, list.movies) || (row && row.movieCount !== list.movies.size)) {
      verdict.broken.push(`${who}'s watchlist ${id} shows ${show(movies)} (count ${row?.movieCount}) but the log has ${show(list.movies)}`);
    }
    if (list.movies.size > limits.movies_per_watchlist)
      verdict.broken.push(`${who}'s watchlist ${id} has ${list.movies.size} movies, over the FREE limit`);
  }
  for (const [id, expected] of model.lists) {
    const list = live.get(id);
    if (expected.status === 'live' && !list) verdict.lost.push(`${who}'s watchlist ${id}: acknowledged, not in the log`);
    if (expected.status === 'deleted' && list) verdict.broken.push(`${who}'s watchlist ${id}: deleted, yet live in the log`);
    if (expected.status === 'live' && list)
      compare(`${who}'s watchlist ${id} movie`, expected.movies, expected.uncertainMovies, list.movies, verdict);
  }
  const unknown = [...live.keys()].filter((id) => !model.lists.has(id));
  if (unknown.length > model.uncertainCreates) {
    verdict.duplicated.push(
      `${who} has ${unknown.length} watchlists no answer told of, from ${model.uncertainCreates} creates given up on`,
    );
  }
  if (open.size > limits.limited_watchlists) verdict.broken.push(`${who} holds ${open.size} watchlist slots, over the FREE limit`);
}

/** Items the answers said are there must be (else lost); items they said are not must not be (else applied against its answer). */
function compare(what: string, expected: Set<string>, uncertain: Set<string>, actual: Set<string>, verdict: Verdict): void {
  for (const item of expected)
    if (!uncertain.has(item) && !actual.has(item)) verdict.lost.push(`${what} ${item}: acknowledged, not in the log`);
  for (const item of actual) {
    if (!uncertain.has(item) && !expected.has(item)) verdict.broken.push(`${what} ${item}: in the log though the answers said it is not`);
  }
}

async function wholeLog(app: FaultRunApp): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const batch = await app.events.log.readAll({ ...(events.length ? { after: events.at(-1)!.position } : {}), maxCount: 5000 });
    if (batch.length === 0) return events;
    events.push(...batch);
  }
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

function show(items: Iterable<string>): string {
  return `[${[...items].join(', ')}]`;
}
