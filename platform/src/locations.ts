import { createRequire } from 'node:module';

import type { BillingInfoView } from '@more-ai/contracts/accounts';
import type { Country, State } from '@more-ai/contracts/locations';
import type { BillingInfoUpdated } from '@more-ai/events/catalog/index';
import type { EventOf } from '@more-ai/events/definitions';

interface SourceCountry {
  countryName: string;
  countryShortCode: string;
  regions: { name: string; shortCode: string }[];
}

interface Locations {
  countries: Country[];
  countriesByCode: Map<string, Country>;
  statesByCountry: Map<string, State[]>;
  statesById: Map<string, State>;
}

let loaded: Locations | undefined;

/**
 * country-region-data (MIT): every country with its ISO 3166-1 alpha-2 code and its first-level
 * regions with their ISO 3166-2 codes (India: all 36 states and union territories, Telangana = TG).
 * Read once, on first use, and kept.
 */
function locations(): Locations {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const source = require('country-region-data/data.json') as SourceCountry[];

  const countries = source.map((c) => ({ _id: c.countryShortCode, name: c.countryName, code: c.countryShortCode })).sort(byName);
  const statesByCountry = new Map<string, State[]>();
  const statesById = new Map<string, State>();
  for (const country of source) {
    const states = country.regions.map((r) => ({ _id: `${country.countryShortCode}-${r.shortCode}`, name: r.name, code: r.shortCode }));
    for (const state of states) statesById.set(state._id, state);
    statesByCountry.set(country.countryShortCode, states.sort(byName));
  }
  loaded = { countries, countriesByCode: new Map(countries.map((c) => [c.code, c])), statesByCountry, statesById };
  return loaded;
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en');
}

/** Every country, by name. */
export function allCountries(): Country[] {
  return locations().countries.map((c) => ({ ...c }));
}

/** The country with this `_id` (its alpha-2 code, any letter case). */
export function findCountry(id: string): Country | undefined {
  return findCountryByCode(id);
}

/** The country with this ISO alpha-2 code, any letter case. */
export function findCountryByCode(code: string): Country | undefined {
  const country = locations().countriesByCode.get(code.trim().toUpperCase());
  return country && { ...country };
}

/** The states of a country (by `_id`), by name; [] for an unknown country or one without states. */
export function statesOf(countryId: string): State[] {
  return (locations().statesByCountry.get(countryId.trim().toUpperCase()) ?? []).map((s) => ({ ...s }));
}

/** The state with this `_id` ('IN-TG'), any letter case. */
export function findState(id: string): State | undefined {
  const state = locations().statesById.get(id.trim().toUpperCase());
  return state && { ...state };
}

/** India first: the product bills in rupees and SPEC's GST rule speaks of Indian state codes. */
const HOME_COUNTRY = 'IN';

/**
 * The state with this code, in the given country. Codes repeat across countries (Telangana's 'TG' is
 * also Thurgau in Switzerland), so without a country India's state answers first, then the first
 * match in country order by name.
 */
export function findStateByCode(code: string, countryCode?: string): State | undefined {
  if (countryCode) return findState(`${countryCode.trim()}-${code.trim()}`);
  for (const country of [HOME_COUNTRY, ...locations().countries.map((c) => c.code)]) {
    const state = findState(`${country}-${code.trim()}`);
    if (state) return state;
  }
  return undefined;
}

/** A billing address as update-billing-info and GET /auth/billing-info answer it (SPEC §3): codes looked up. */
export function billingInfoView({
  countryId,
  stateId,
  pinCode,
  city,
  street,
  doorNo,
}: Omit<EventOf<typeof BillingInfoUpdated>['data'], 'userId'>): BillingInfoView {
  return { country: findCountry(countryId) ?? null, state: stateId ? (findState(stateId) ?? null) : null, pinCode, city, street, doorNo };
}
