/**
 * Stream names are `Category-{id}`: the category names the kind of thing (its command module and
 * decider), the id one instance of it. Categories never contain '-'.
 */
export function streamName(category: string, id: string): string {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(category)) throw new Error(`Bad stream category: ${category}`);
  if (!id) throw new Error('A stream id is required');
  return `${category}-${id}`;
}

export function categoryOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}

export function idOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? '' : streamId.slice(dash + 1);
}
