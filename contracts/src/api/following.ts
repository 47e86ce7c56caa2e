import { z } from 'zod';
import { MovieView } from '../movies';
import { PersonView } from '../profiles';
import { WatchlistView } from '../watchlists';
import { ok, route, wholeNumber } from './contract';

/** What an item of the Following view is about (issue 13: new lists, titles added, renames, discoveries, films watched). */
export const ACTIVITY_KINDS = ['watchlistCreated', 'titlesAdded', 'watchlistRenamed', 'discovered', 'watched'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_MAX = 50;
/** An item shows this many of its titles; `movieCount` says how many it has in all. */
export const ACTIVITY_MOVIES_SHOWN = 6;
export const BAD_CURSOR = 'before must be a cursor from a previous page';

/** A movie as an item shows it: what a small card needs. */
export const ActivityMovie = MovieView.pick({ _id: true, title: true, year: true, posterUrl: true, genre: true });
export type ActivityMovie = z.infer<typeof ActivityMovie>;

export const ActivityItem = z.object({
  /** The item's place in the feed: pass it as `before` to read the items older than it. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** When it happened (a batch of adds: when its first title was added). */
  at: z.string(),
  /** Who did it; the avatar is drawn from the username. */
  actor: PersonView,
  /** The first titles, in the order they were added or picked. */
  movies: z.array(ActivityMovie),
  movieCount: z.number().int(),
  /** The watchlist it is about, as it is named now. */
  watchlist: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** A rename: the name the list had before. */
  previousName: z.string().nullable(),
  /** A film watched: the rating given, 0.5 to 5 in half stars, when there is one. */
  rating: z.number().nullable(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

/** GET /api/following/activity: `before` is the id of the last item already shown. */
export const ActivityQuery = z.object({
  before: z
    .string({ error: BAD_CURSOR })
    .regex(/^\d{1,20}-\d{1,20}$/, BAD_CURSOR)
    .optional(),
  limit: wholeNumber(`limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`, 1, ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_SIZE),
});

export const ActivityPage = z.object({
  items: z.array(ActivityItem),
  /** The `before` of the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPage>;

export const FollowingOverview = z.object({
  /** The people the caller follows, newest follow first. */
  people: z.array(PersonView),
  /** The watchlists the caller follows that are public and live, newest follow first. */
  watchlists: z.array(WatchlistView),
});
export type FollowingOverview = z.infer<typeof FollowingOverview>;

const TAG = 'Following';

export const followingActivity = route({
  method: 'get',
  path: '/api/following/activity',
  operationId: 'getFollowingActivity',
  summary: 'What the people and watchlists the signed-in member follows did lately, newest first',
  tag: TAG,
  access: 'user',
  request: { query: ActivityQuery },
  responses: { 200: ok('A page of activity', ActivityPage) },
});

export const following = route({
  method: 'get',
  path: '/api/following',
  operationId: 'getFollowing',
  summary: 'The people and the watchlists the signed-in member follows',
  tag: TAG,
  access: 'user',
  responses: { 200: ok('Whom and what the member follows', FollowingOverview) },
});

export const followingContracts = [following, followingActivity];
