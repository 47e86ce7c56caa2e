import { findState } from '../locations';

/**
 * GST's state codes (the first two digits of a GSTIN, and how an invoice names a place of supply:
 * 'Telangana (36)'), by the state's ISO 3166-2:IN code as our locations name it. 25 (Daman and Diu)
 * merged into 26 in 2020.
 */
const GST_STATE_CODES: Readonly<Record<string, string>> = {
  JK: '01',
  HP: '02',
  PB: '03',
  CH: '04',
  UT: '05',
  HR: '06',
  DL: '07',
  RJ: '08',
  UP: '09',
  BR: '10',
  SK: '11',
  AR: '12',
  NL: '13',
  MN: '14',
  MZ: '15',
  TR: '16',
  ML: '17',
  AS: '18',
  WB: '19',
  JH: '20',
  OR: '21',
  CT: '22',
  MP: '23',
  GJ: '24',
  DH: '26',
  MH: '27',
  KA: '29',
  GA: '30',
  LD: '31',
  KL: '32',
  TN: '33',
  PY: '34',
  AN: '35',
  TG: '36',
  AP: '37',
  LA: '38',
};

/** An Indian state as an invoice names it: 'Karnataka (29)'; its name alone when its code is unknown. */
export function gstStateName(stateName: string, isoCode: string | null): string {
  const gstCode = isoCode ? GST_STATE_CODES[isoCode.toUpperCase()] : undefined;
  return gstCode ? `${stateName} (${gstCode})` : stateName;
}

/** The state a GSTIN is registered in, from its first two digits: '36AABCM1234A1Z5' is 'Telangana (36)'. */
export function gstinStateName(gstin: string): string {
  const gstCode = gstin.slice(0, 2);
  const isoCode = Object.keys(GST_STATE_CODES).find((code) => GST_STATE_CODES[code] === gstCode);
  const state = isoCode && findState(`IN-${isoCode}`);
  return state ? `${state.name} (${gstCode})` : `State code ${gstCode}`;
}
