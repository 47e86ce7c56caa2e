import { defineEvent, type EventOf } from '../definitions';

/**
 * One AI search was counted against the user's day (SPEC §6, §9). Stream
 * `RecommendationQuota-{userId}`; `day` is the date in India (IST), the day the quota resets on.
 */
export const SearchQuotaUsed = defineEvent<{ userId: string; day: string; requestId: string }>()({
  type: 'SearchQuotaUsed',
  version: 1,
});

/** A counted search could not be answered at all, so it no longer counts. */
export const SearchQuotaReturned = defineEvent<{ userId: string; day: string; requestId: string }>()({
  type: 'SearchQuotaReturned',
  version: 1,
});

/** The recommendation filters as the user picked them (SPEC §2), each a list of the screen's option labels. */
export interface RecommendationFilters {
  genre: string[];
  language: string[];
  length: string[];
  era: string[];
  contentType: string[];
}

export interface RecommendationPick {
  movieId: string;
  /** Why this movie answers the request, shown as 'Why this recommendation'. */
  reason: string;
}

/** What a user asked for and the picks they got. */
export interface RecommendationAnswer {
  requestId: string;
  userId: string;
  /** The finder's username when they searched, so the feed can name them. */
  username: string;
  description: string;
  filters: RecommendationFilters;
  engine: 'local' | 'openai';
  picks: RecommendationPick[];
}

/**
 * A user's request was answered: stream `Recommendation-{requestId}`. Each pick is a community
 * discovery found by the user (the Recently Discovered feed). What the user typed and their
 * username are theirs: sealed with their key, unreadable once the account is deleted.
 */
export const RecommendationsMade = defineEvent<RecommendationAnswer>()({
  type: 'RecommendationsMade',
  version: 1,
  personalData: { subject: (data) => `user:${data.userId}`, fields: { username: 'Deleted user', description: '[deleted]' } },
});

export type RecommendationQuotaEvent = EventOf<typeof SearchQuotaUsed> | EventOf<typeof SearchQuotaReturned>;
export type RecommendationEvent = EventOf<typeof RecommendationsMade>;

export const recommendationEvents = [SearchQuotaUsed, SearchQuotaReturned, RecommendationsMade] as const;
