import type { DiaryEntryView } from '@more-ai/contracts/api/diary';

export type { DiaryEntryFieldsView, DiaryEntryView, DiaryPageView, MovieDiaryView } from '@more-ai/contracts/api/diary';
export { REVIEW_MAX } from '@more-ai/contracts/api/diary';

/** The half stars a rating may take: 0.5, 1, ... 5. */
export const HALF_STARS = Array.from({ length: 10 }, (_, index) => (index + 1) / 2);

/** 'Watched ✓ 4.5', or 'Watched ✓' for a film watched but never rated. */
export function watchedLabel(rating: number | null): string {
  return rating === null ? 'Watched ✓' : `Watched ✓ ${rating}`;
}

/** How a rating is read aloud and shown in words: '4.5 stars', '1 star'. */
export function starsLabel(rating: number): string {
  return rating === 1 ? '1 star' : `${rating} stars`;
}

/** A rating as five stars: full, half and empty. */
export function starGlyphs(rating: number): string {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5 ? 1 : 0;
  return '★'.repeat(full) + (half ? '½' : '') + '☆'.repeat(5 - full - half);
}

/** Today as the browser's calendar day, `YYYY-MM-DD`: the date a new entry starts from. */
export function localToday(now: Date = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/** Characters as a person counts them (an emoji is one), as the server counts a review. */
export function characterCount(text: string): number {
  return [...text.trim()].length;
}

/** 'March 2024' for `2024-03-05`. */
export function monthLabel(watchedOn: string): string {
  const [year, month] = watchedOn.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 'March 5, 2024' (SPEC: dates in en-US long format). */
export function dayLabel(watchedOn: string): string {
  return new Date(`${watchedOn}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Entries (newest watch first) in runs of one month, in the same order. */
export function groupByMonth(entries: readonly DiaryEntryView[]): { month: string; label: string; entries: DiaryEntryView[] }[] {
  const groups: { month: string; label: string; entries: DiaryEntryView[] }[] = [];
  for (const entry of entries) {
    const month = entry.watchedOn.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else groups.push({ month, label: monthLabel(entry.watchedOn), entries: [entry] });
  }
  return groups;
}
