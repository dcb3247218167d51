import type { AustralianState } from './constants';
import { METRO_POSTCODES } from './metro-postcodes';

/**
 * Whether a suburb is metropolitan or regional, for its delivery fee
 * (docs/adr/0783): metropolitan when its postcode is one of its state's
 * capital-city postcodes (the ABS Greater Capital City areas: Greater
 * Sydney with the Central Coast and the Blue Mountains, Greater Melbourne
 * with the Mornington Peninsula, Greater Brisbane with Ipswich, Logan and
 * Moreton Bay, Greater Adelaide, Greater Perth with Mandurah, Greater
 * Hobart, Greater Darwin, Canberra and Queanbeyan); every other suburb is
 * regional (Geelong, Ballarat, Newcastle, Wollongong, the Gold and Sunshine
 * Coasts). The table is generated from the suburbs' own data
 * (scripts/generate-metro-postcodes.ts).
 */
export const SUBURB_ZONES = ['metro', 'regional'] as const;
export type SuburbZone = (typeof SUBURB_ZONES)[number];

export function suburbZone(state: AustralianState, postcode: string): SuburbZone {
  const code = Number(postcode);
  if (!Number.isInteger(code)) return 'regional';
  return METRO_POSTCODES[state].some(([from, to]) => code >= from && code <= to) ? 'metro' : 'regional';
}
