/**
 * Lower-case words of a text (SQL): the one rule for titles, names and prompts, so they compare.
 * The movies projector stores titles and names this way and the local recommendation engine splits
 * prompts this way, so both sides share it here.
 */
export function wordsOf(sql: string): string {
  return `array_remove(regexp_split_to_array(lower(${sql}), '[^[:alnum:]]+'), '')`;
}
