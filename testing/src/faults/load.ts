import { formatPosition, maxPosition, parsePosition, START, type GlobalPosition } from '@more-ai/events/position';
import { signedUpMember, type Member } from '../members';
import type { Visitor } from '../visitor';
import type { TestApp } from '../app';
import type { Ledger, WriteResult } from './ledger';

/**
 * What a member's writes left, as far as the answers tell: what must be there, and what may or may
 * not be (a write given up on, applied or not). Kept across runs, since the same members go on.
 */
export interface MemberModel {
  member: Member;
  favorites: Set<string>;
  uncertainFavorites: Set<string>;
  lists: Map<string, ListModel>;
  /** Creates given up on: each may have made a list whose id no answer told. */
  uncertainCreates: number;
  /** The highest position the member's writes were answered with: their reads wait for it, as the UI's do. */
  position: GlobalPosition;
}

export interface ListModel {
  /** 'uncertain': a delete was given up on. */
  status: 'live' | 'deleted' | 'uncertain';
  movies: Set<string>;
  uncertainMovies: Set<string>;
}

export function modelOf(member: Member): MemberModel {
  return { member, favorites: new Set(), uncertainFavorites: new Set(), lists: new Map(), uncertainCreates: 0, position: START };
}

export interface LoadOptions {
  /** Requests per second over every member, reads and writes (a retry counts as a request). */
  rate: number;
  durationMs: number;
  /** Movies the members keep as favorites and put in lists: more than the FREE limits, so limits are hit. */
  movieIds: readonly string[];
  /** Contact Us messages are anonymous: sent by this visitor. */
  anonymous: Visitor;
  /** Tells a member's Contact Us messages apart from another run's. */
  run: string;
}

/**
 * Each member as a person using the app: one thing at a time, at `rate / members` per second,
 * half reads and half writes (favourites added and removed, lists created, filled, emptied and
 * deleted, Contact Us messages), for `durationMs`. A write in progress at the end finishes (or is
 * given up on) first. Each answer updates the member's model.
 */
export async function runLoad(models: MemberModel[], ledger: Ledger, options: LoadOptions): Promise<void> {
  const until = performance.now() + options.durationMs;
  const interval = (1000 * models.length) / options.rate;
  let messages = 0;
  await Promise.all(
    models.map(async (model, lane) => {
      // Spread the members' first requests over one interval.
      let next = performance.now() + (interval * lane) / models.length;
      while (next < until) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
        if (Math.random() < 0.5) await readSomething(model, ledger);
        else await writeSomething(model, ledger, options, () => (messages += 1));
        next = Math.max(next + interval, performance.now());
      }
    }),
  );
}

async function readSomething({ member, lists, position }: MemberModel, ledger: Ledger): Promise<void> {
  const live = [...lists].filter(([, list]) => list.status === 'live').map(([id]) => id);
  const paths = [
    '/api/favorites',
    '/api/watchlist',
    '/api/subscriptions/active',
    ...live.slice(0, 1).map((id) => `/api/watchlist/${id}/movies`),
  ];
  await ledger.read(member.visitor, pick(paths), position === START ? undefined : formatPosition(position));
}

async function writeSomething(model: MemberModel, ledger: Ledger, options: LoadOptions, nextMessage: () => number): Promise<void> {
  const result = await writeOne(model, ledger, options, nextMessage);
  const answered = result?.kind === 'acknowledged' ? parsePosition(result.position) : undefined;
  if (answered) model.position = maxPosition(model.position, answered);
}

async function writeOne(
  model: MemberModel,
  ledger: Ledger,
  options: LoadOptions,
  nextMessage: () => number,
): Promise<WriteResult | undefined> {
  const { member, favorites, lists } = model;
  const live = [...lists].filter(([, list]) => list.status === 'live');
  const roll = Math.random();
  let result: WriteResult;
  if (roll < 0.3) {
    const movieId = pick(options.movieIds);
    result = await ledger.write(member.visitor, 'add favourite', 'POST', '/api/favorites', { movieId });
    settleItem(favorites, model.uncertainFavorites, movieId, result, {
      present: ['ALREADY_IN_FAVORITES'],
      absent: ['FAVORITES_LIMIT_REACHED'],
    });
  } else if (roll < 0.45 && favorites.size > 0) {
    const movieId = pick([...favorites]);
    result = await ledger.write(member.visitor, 'remove favourite', 'DELETE', `/api/favorites/${movieId}`);
    settleItem(favorites, model.uncertainFavorites, movieId, result, { present: [], absent: ['NOT_IN_FAVORITES'] }, false);
  } else if (roll < 0.55 || live.length === 0) {
    result = await ledger.write(member.visitor, 'create watchlist', 'POST', '/api/watchlist', {
      name: `Faults ${Math.floor(Math.random() * 1e6)}`,
      description: 'Kept through a fault run',
    });
    if (result.kind === 'acknowledged')
      lists.set(result.body.watchlist._id, { status: 'live', movies: new Set(), uncertainMovies: new Set() });
    else if (result.kind === 'given-up') model.uncertainCreates += 1;
  } else if (roll < 0.6) {
    const [id, list] = pick(live);
    result = await ledger.write(member.visitor, 'delete watchlist', 'DELETE', `/api/watchlist/${id}`);
    list.status =
      result.kind === 'given-up' ? 'uncertain' : result.kind === 'acknowledged' || result.status === 404 ? 'deleted' : list.status;
  } else if (roll < 0.8) {
    const [id, list] = pick(live);
    const movieId = pick(options.movieIds.slice(0, 8));
    result = await ledger.write(member.visitor, 'add movie to watchlist', 'POST', `/api/watchlist/${id}/movies`, { movieId });
    settleItem(list.movies, list.uncertainMovies, movieId, result, {
      present: ['MOVIE_ALREADY_IN_WATCHLIST'],
      absent: ['MOVIES_PER_WATCHLIST_LIMIT_REACHED'],
    });
  } else if (roll < 0.85 && live.some(([, list]) => list.movies.size > 0)) {
    const [id, list] = pick(live.filter(([, l]) => l.movies.size > 0));
    const movieId = pick([...list.movies]);
    result = await ledger.write(member.visitor, 'remove movie from watchlist', 'DELETE', `/api/watchlist/${id}/movies/${movieId}`);
    settleItem(list.movies, list.uncertainMovies, movieId, result, { present: [], absent: ['MOVIE_NOT_IN_WATCHLIST'] }, false);
  } else {
    // Anonymous: nothing the member reads waits for it.
    await ledger.write(options.anonymous, 'contact message', 'POST', '/api/contacts/submit', {
      name: member.username,
      email: `${member.username}@example.com`,
      message: `Fault run ${options.run}, message ${nextMessage()}: is my list still there?`,
    });
    return undefined;
  }
  return result;
}

/**
 * What an add (`adds`) or a remove did to one item of a set, by its answer: acknowledged, it is in
 * (or out); refused with a code saying where it stands (a limit is checked after 'already there'),
 * it is there or not; given up on, or refused for a reason that does not say, no one knows.
 */
function settleItem(
  set: Set<string>,
  uncertain: Set<string>,
  item: string,
  result: WriteResult,
  codes: { present: string[]; absent: string[] },
  adds = true,
): void {
  let present: boolean | undefined;
  if (result.kind === 'acknowledged') present = adds;
  else if (result.kind === 'refused' && result.code && codes.present.includes(result.code)) present = true;
  else if (result.kind === 'refused' && result.code && codes.absent.includes(result.code)) present = false;
  if (present === undefined) {
    uncertain.add(item);
    return;
  }
  uncertain.delete(item);
  if (present) set.add(item);
  else set.delete(item);
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

/** `count` members signed up through the API (a few at a time, as people would), each with an empty model. */
export async function signedUpModels(app: TestApp, count: number, prefix: string): Promise<MemberModel[]> {
  const models: MemberModel[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) => signedUpMember(app, `${prefix}_${i + j + 1}`));
    models.push(...(await Promise.all(batch)).map(modelOf));
  }
  return models;
}
