/** Overseas countries served through a partner: British hampers for the UK and Ireland, the international florist relay elsewhere. */
const RELAY: [string, string][] = [
  ['NZ', 'New Zealand'],
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IT', 'Italy'],
  ['ES', 'Spain'],
  ['PT', 'Portugal'],
  ['NL', 'Netherlands'],
  ['BE', 'Belgium'],
  ['CH', 'Switzerland'],
  ['AT', 'Austria'],
  ['SE', 'Sweden'],
  ['NO', 'Norway'],
  ['DK', 'Denmark'],
  ['FI', 'Finland'],
  ['PL', 'Poland'],
  ['CZ', 'Czechia'],
  ['GR', 'Greece'],
  ['HR', 'Croatia'],
  ['HU', 'Hungary'],
  ['MT', 'Malta'],
  ['CY', 'Cyprus'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['CN', 'China'],
  ['HK', 'Hong Kong'],
  ['TW', 'Taiwan'],
  ['SG', 'Singapore'],
  ['MY', 'Malaysia'],
  ['TH', 'Thailand'],
  ['VN', 'Vietnam'],
  ['PH', 'Philippines'],
  ['ID', 'Indonesia'],
  ['IN', 'India'],
  ['LK', 'Sri Lanka'],
  ['AE', 'United Arab Emirates'],
  ['IL', 'Israel'],
  ['ZA', 'South Africa'],
  ['MX', 'Mexico'],
  ['BR', 'Brazil'],
  ['AR', 'Argentina'],
  ['CL', 'Chile'],
  ['FJ', 'Fiji'],
  ['LB', 'Lebanon'],
];

export interface CountrySeed {
  isoCode: string;
  name: string;
  partner: string;
}

export const COUNTRIES: CountrySeed[] = [
  { isoCode: 'GB', name: 'United Kingdom', partner: 'britishHampers' },
  { isoCode: 'IE', name: 'Ireland', partner: 'britishHampers' },
  ...RELAY.map(([isoCode, name]) => ({ isoCode, name, partner: 'gfs' })),
].sort((a, b) => a.name.localeCompare(b.name));
