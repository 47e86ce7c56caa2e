import type { Country, State } from '@more-ai/contracts/locations';

export type { Country, State };

/** Billing needs a state only in India (SPEC §5); GST depends on it (SPEC §9). */
export const INDIA_CODE = 'IN';

export function isIndia(country: Pick<Country, 'code'> | null | undefined): boolean {
  return country?.code?.toUpperCase() === INDIA_CODE;
}

/** Lists are searched by name, case-insensitively (SPEC §5). */
export function nameMatches(query: string, place: { readonly name: string }): boolean {
  return place.name.toLowerCase().includes(query.trim().toLowerCase());
}

/** A state's own code whether the server sends 'TG' or the ISO form 'IN-TG'. */
export function stateCode(state: Pick<State, 'code' | '_id'> | null | undefined): string | undefined {
  const code = state?.code ?? state?._id;
  return code?.toUpperCase().replace(/^[A-Z]{2}-/, '');
}
