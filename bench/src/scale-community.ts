import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { emailKey, emailReservationDecider, usernameKey, usernameReservationDecider } from '@more-ai/command-api/accounts/reservations';
import { favoritesDecider } from '@more-ai/command-api/favorites/decide';
import { visibleFavorites } from '@more-ai/command-api/favorites/evolve';
import { followsDecider } from '@more-ai/command-api/follows/decide';
import { STANDARD_PLANS } from '@more-ai/command-api/plans/standard-plans';
import { recommendationDecider } from '@more-ai/command-api/recommendations/recommendation';
import { searchQuotaDecider } from '@more-ai/command-api/recommendations/search-quota';
import { watchlistDecider } from '@more-ai/command-api/watchlists/decide';
import { visibleMovieIds } from '@more-ai/command-api/watchlists/evolve';
import { watchlistOwnerDecider } from '@more-ai/command-api/watchlists/owner-gate';
import type { PlanLimits, PlanType, RecommendationFilters, RecommendationPick } from '@more-ai/events/catalog/index';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { DecidedStreams, PendingLog, type Request, type Stretch } from './scale-streams';

/** A search the community makes, answered as the local engine answered it once for the bench. */
export interface CannedAnswer {
  description: string;
  filters: RecommendationFilters;
  picks: RecommendationPick[];
}

/** One member of the simulated community and their habits, fixed when they sign up. */
export interface Member {
  userId: string;
  username: string;
  email: string;
  /** 0 for the first to sign up, who is also the most active: activity falls off with rank. */
  rank: number;
  plan: PlanType;
  favoritesWanted: number;
  listsWanted: number;
  moviesPerListWanted: number;
  followsWanted: number;
  listFollowsWanted: number;
  lists: string[];
}

export interface CommunityOptions {
  /** Everyone who will sign up; they join over the first `members × eventsPerSignup` events. */
  members: number;
  eventsPerSignup: number;
  /** The catalog's movie ids: the popular ones are picked far more often. */
  movieIds: readonly string[];
  answers: readonly CannedAnswer[];
  /** Every member's password hash (one hash: hashing 10,000 passwords would only slow the seeding). */
  passwordHash: string;
  /** The log's clock: it starts `span` ms before `end`, and `eventsOverSpan` events take it to `end`. */
  end: Date;
  spanMs: number;
  eventsOverSpan: number;
  seed: number;
}

/** What members do, by weight: ask for recommendations, keep favourites, keep lists, follow people and lists. */
const ACTIONS = [
  ['search', 16],
  ['favorite', 26],
  ['watchlist', 30],
  ['follow member', 12],
  ['follow list', 10],
] as const;
type Action = (typeof ACTIONS)[number][0];
/** One member in four is on PRO, upgraded on the day they signed up (so their whole history is PRO's). */
const PRO_SHARE = 0.25;
const PRIVATE_LIST_SHARE = 0.3;
/** Activity by rank falls off as 1/(rank+1)^s: the first members are the busiest. */
const MEMBER_SKEW = 0.6;
const MOVIE_SKEW = 0.8;
const LIST_NAMES = [
  'Weekend',
  'Date night',
  'Watch with the kids',
  'Korean dramas',
  'To watch',
  'Best of the 90s',
  'Rainy day',
  'Classics',
  'Anime',
  'Thrillers',
  'Feel good',
  'Award winners',
  'Hidden gems',
  'Documentaries',
  'Comfort rewatches',
];
const LIST_DESCRIPTIONS = ['', '', 'For the long weekend', 'Everything friends told me to see', 'Seen in the cinema, want to see again'];

/**
 * A simulated community of members using MoRe AI over a year, decided by the command side's own
 * deciders against the state they decided before, so every event is what the command would have
 * appended (a refusal, such as an 11th favourite on FREE, appends nothing, as the request would).
 * Members sign up, favourite movies and drop some, make public and private watchlists and add and
 * remove movies, follow each other and each other's lists, and ask for recommendations. What it
 * decides is handed out stretch by stretch as appends, one per stream and stretch.
 */
export class SimulatedCommunity {
  readonly members: Member[] = [];
  private readonly random: () => number;
  private readonly memberWeights: number[];
  private readonly movies: { ids: readonly string[]; weights: number[] };
  private readonly pending = new PendingLog();
  private readonly accounts = new DecidedStreams(accountDecider, this.pending);
  private readonly emails = new DecidedStreams(emailReservationDecider, this.pending);
  private readonly usernames = new DecidedStreams(usernameReservationDecider, this.pending);
  private readonly favorites = new DecidedStreams(favoritesDecider, this.pending);
  private readonly follows = new DecidedStreams(followsDecider, this.pending);
  private readonly quotas = new DecidedStreams(searchQuotaDecider, this.pending);
  private readonly recommendations = new DecidedStreams(recommendationDecider, this.pending);
  private readonly gates = new DecidedStreams(watchlistOwnerDecider, this.pending);
  private readonly watchlists = new DecidedStreams(watchlistDecider, this.pending);
  private readonly publicLists: string[] = [];
  /** The lists each member follows, by member id. */
  private readonly followedLists = new Map<string, string[]>();
  private decided = 0;

  constructor(private readonly options: CommunityOptions) {
    this.random = mulberry32(options.seed);
    this.memberWeights = cumulative(options.members, (rank) => 1 / (rank + 1) ** MEMBER_SKEW);
    const shuffled = shuffle(options.movieIds, this.random);
    this.movies = { ids: shuffled, weights: cumulative(shuffled.length, (rank) => 1 / (rank + 1) ** MOVIE_SKEW) };
  }

  /** Lives until `events` more events are decided, members signing up as the log grows; the appends that makes. */
  live(events: number): Stretch {
    const until = this.decided + events;
    while (this.decided < until) {
      const joined = Math.min(this.options.members, Math.ceil((this.decided + 1) / this.options.eventsPerSignup));
      if (this.members.length < joined) this.signUp();
      else this.act(this.members[pickWeighted(this.memberWeights, this.members.length, this.random)]!);
    }
    return this.pending.take();
  }

  /** A member's public watchlist with the most movies, with its movie count. */
  busiestPublicList(member: Member): { watchlistId: string; movies: number } | undefined {
    return member.lists
      .map((watchlistId) => this.watchlists.state(watchlistId))
      .filter((list) => list.status === 'active' && !list.isPrivate)
      .map((list) => ({ watchlistId: list.watchlistId, movies: visibleMovieIds(list).length }))
      .sort((a, b) => b.movies - a.movies)[0];
  }

  /** How many events of each type were decided, for the log's description. */
  get mix(): ReadonlyMap<string, number> {
    return this.pending.mix;
  }

  /** Takes in what was appended to a member's favourites outside the community (the benchmark's own commands). */
  heardFavorites(userId: string, recorded: readonly RecordedEvent[]): void {
    this.favorites.heard(userId, recorded);
  }

  private signUp(): void {
    const rank = this.members.length;
    const userId = randomUUID();
    const username = `member${String(rank).padStart(5, '0')}`;
    const email = `${username}@example.com`;
    // The busiest member is on PRO, so the bench's watchlist of a busy member can grow past the FREE plan's 5 movies.
    const plan: PlanType = rank === 0 || this.random() < PRO_SHARE ? 'pro' : 'free';
    const pro = plan === 'pro';
    const member: Member = {
      userId,
      username,
      email,
      rank,
      plan,
      favoritesWanted: pro ? 10 + Math.floor(140 * this.random() ** 2) : this.between(2, 10),
      listsWanted: pro ? this.between(2, 15) : this.between(1, 5),
      moviesPerListWanted: pro ? this.between(5, 60) : this.between(2, 5),
      followsWanted: 3 + Math.floor(57 * this.random() ** 2),
      listFollowsWanted: 1 + Math.floor(30 * this.random() ** 2),
      lists: [],
    };
    this.members.push(member);
    // As registerAccount does for an account created verified: the e-mail, then the username, then the account.
    const signup = this.request('system', `signup:${userId}`);
    const register = { type: 'RegisterAccount', userId, username, email, passwordHash: this.options.passwordHash, role: 'user' } as const;
    this.count(this.emails.decide(emailKey(email), { type: 'Reserve', userId }, signup).length);
    this.count(this.usernames.decide(usernameKey(username), { type: 'Reserve', userId }, signup).length);
    this.count(this.accounts.decide(userId, { ...register, verified: true }, signup).length);
    if (pro)
      this.count(this.accounts.decide(userId, { type: 'ChangePlan', plan: 'pro' }, this.request('system', `signup:${userId}`)).length);
  }

  /** One thing a member does; what the command side refuses, they give up, and do something else. */
  private act(member: Member): void {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const decided = this.attempt(member, this.pickAction());
      if (decided > 0) return this.count(decided);
    }
  }

  private attempt(member: Member, action: Action): number {
    const request = this.request(member.userId, `member:${member.userId}`);
    const limits = limitsOf(member.plan);
    switch (action) {
      case 'search': {
        const answer = this.options.answers[Math.floor(this.random() * this.options.answers.length)]!;
        const requestId = randomUUID();
        const used = this.quotas.decide(
          member.userId,
          { type: 'UseSearch', userId: member.userId, requestId, dailySearches: limits.limited_api_requests },
          request,
        );
        if (used.length === 0) return 0;
        const { userId, username } = member;
        const recorded = this.recommendations.decide(
          requestId,
          { type: 'RecordRecommendations', answer: { requestId, userId, username, engine: 'local', ...answer } },
          { ...request, group: `answer:${requestId}` },
        );
        return used.length + recorded.length;
      }
      case 'favorite': {
        const visible = visibleFavorites(this.favorites.state(member.userId));
        const { userId } = member;
        if (visible.length === 0 || (visible.length < member.favoritesWanted && this.random() < 0.7))
          return this.favorites.decide(
            userId,
            { type: 'AddFavorite', userId, movieId: this.movie(), limit: limits.limited_favorites },
            request,
          ).length;
        return this.favorites.decide(userId, { type: 'RemoveFavorite', userId, movieId: this.pick(visible) }, request).length;
      }
      case 'watchlist': {
        if (member.lists.length === 0 || (member.lists.length < member.listsWanted && this.random() < 0.15))
          return this.createList(member, limits, request);
        const watchlistId = this.pick(member.lists);
        const movies = visibleMovieIds(this.watchlists.state(watchlistId));
        const { userId } = member;
        if (movies.length === 0 || (movies.length < member.moviesPerListWanted && this.random() < 0.8)) {
          const command = { type: 'AddMovie', userId, movieId: this.movie(), moviesPerWatchlist: limits.movies_per_watchlist } as const;
          return this.watchlists.decide(watchlistId, command, request).length;
        }
        return this.watchlists.decide(watchlistId, { type: 'RemoveMovie', userId, movieId: this.pick(movies) }, request).length;
      }
      case 'follow member': {
        const following = [...this.follows.state(member.userId).following];
        const followerId = member.userId;
        if (following.length < member.followsWanted && this.random() < 0.85) {
          const followee = this.members[pickWeighted(this.memberWeights, this.members.length, this.random)]!;
          const command = { type: 'FollowUser', followerId, followeeId: followee.userId, followeeExists: true } as const;
          return this.follows.decide(followerId, command, request).length;
        }
        if (following.length === 0) return 0;
        const command = { type: 'UnfollowUser', followerId, followeeId: this.pick(following), followeeExists: true } as const;
        return this.follows.decide(followerId, command, request).length;
      }
      case 'follow list': {
        const followed = this.followedLists.get(member.userId) ?? [];
        this.followedLists.set(member.userId, followed);
        const { userId } = member;
        if (followed.length < member.listFollowsWanted && this.random() < 0.85) {
          // A busy member's lists are seen, and followed, more often than a quiet one's.
          const owner = this.members[pickWeighted(this.memberWeights, this.members.length, this.random)]!;
          const theirs = owner.lists.filter((id) => !this.watchlists.state(id).isPrivate);
          if (theirs.length === 0 && this.publicLists.length === 0) return 0;
          const watchlistId = theirs.length > 0 ? this.pick(theirs) : this.pick(this.publicLists);
          const decided = this.watchlists.decide(
            watchlistId,
            { type: 'FollowWatchlist', userId, ownerExists: true },
            this.ownersLane(watchlistId, request),
          );
          if (decided.length > 0) followed.push(watchlistId);
          return decided.length;
        }
        if (followed.length === 0) return 0;
        const watchlistId = followed.splice(Math.floor(this.random() * followed.length), 1)[0]!;
        return this.watchlists.decide(watchlistId, { type: 'UnfollowWatchlist', userId }, this.ownersLane(watchlistId, request)).length;
      }
    }
  }

  /** Opened at the owner's gate, then created in its own stream, as POST /api/watchlist does. */
  private createList(member: Member, limits: PlanLimits, request: Request): number {
    const { userId } = member;
    const watchlistId = randomUUID();
    const opened = this.gates.decide(userId, { type: 'OpenWatchlist', userId, watchlistId, limit: limits.limited_watchlists }, request);
    if (opened.length === 0) return 0;
    const isPrivate = member.plan === 'pro' && this.random() < PRIVATE_LIST_SHARE;
    const details = { name: this.pick(LIST_NAMES), description: this.pick(LIST_DESCRIPTIONS), isPrivate };
    const created = this.watchlists.decide(
      watchlistId,
      { type: 'CreateWatchlist', watchlistId, userId, plan: member.plan, ...details },
      request,
    );
    member.lists.push(watchlistId);
    if (!isPrivate) this.publicLists.push(watchlistId);
    return opened.length + created.length;
  }

  /** A watchlist's stream is appended in its owner's lane, after the gate that opened it, whoever changes it. */
  private ownersLane(watchlistId: string, request: Request): Request {
    return { ...request, group: `member:${this.watchlists.state(watchlistId).ownerId}` };
  }

  /** A request at the log's clock: one correlation for all it decides, grouped with its member's other appends. */
  private request(actor: string, group: string): Request {
    const { end, spanMs, eventsOverSpan } = this.options;
    const now = new Date(end.getTime() - spanMs + (this.decided / eventsOverSpan) * spanMs);
    return { now, actor, correlationId: randomUUID(), causationId: randomUUID(), group };
  }

  private count(events: number): void {
    this.decided += events;
  }

  private pickAction(): Action {
    let left = this.random() * ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);
    return ACTIONS.find(([, weight]) => (left -= weight) < 0)?.[0] ?? 'search';
  }

  private movie(): string {
    return this.movies.ids[pickWeighted(this.movies.weights, this.movies.ids.length, this.random)]!;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private between(low: number, high: number): number {
    return low + Math.floor(this.random() * (high - low + 1));
  }
}

function limitsOf(plan: PlanType): PlanLimits {
  return STANDARD_PLANS.find((terms) => terms.type === plan)!.limits;
}

/** Running sums of `weight(0…count-1)`, to pick an index in proportion to its weight. */
function cumulative(count: number, weight: (index: number) => number): number[] {
  let sum = 0;
  return Array.from({ length: count }, (_, index) => (sum += weight(index)));
}

/** An index below `count`, each as likely as its weight. */
function pickWeighted(sums: readonly number[], count: number, random: () => number): number {
  const target = random() * sums[count - 1]!;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sums[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The items in a random order (Fisher–Yates). */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}

/** A small seeded generator: the same seed lives the same year (ids aside). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
