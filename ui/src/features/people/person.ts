/** A person's page: their name as the catalog spells it, in the address. */
export function personPath(name: string): string {
  return `/person/${encodeURIComponent(name.trim())}`;
}

/** The people a credit names: 'Joel Coen, Ethan Coen' credits two directors. */
export function creditedNames(credit: string | null): string[] {
  if (credit === null) return [];
  return credit
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
