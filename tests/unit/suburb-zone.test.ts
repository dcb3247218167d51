import { describe, expect, it } from 'vitest';
import { metroRanges, postcodeAreas, readPostcodeRows } from '../../scripts/generate-metro-postcodes';
import { METRO_POSTCODES } from '../../src/lib/domain/metro-postcodes';
import { suburbZone } from '../../src/lib/domain/suburb-zone';
import { suburbSeed } from '../../db/seed/data/suburbs';
import { isAustralianState } from '../../src/lib/domain/delivery';

/** Metropolitan or regional, for the zone fees (docs/adr/0783): the capital cities' Greater Capital City areas by postcode. */
describe('the zone of a suburb', () => {
  it('puts the capital cities’ suburbs in metro and the regional cities in regional', () => {
    const metro = [
      ['VIC', '3065'], // Fitzroy
      ['VIC', '3121'], // Richmond
      ['VIC', '3101'], // Kew
      ['VIC', '3810'], // Pakenham
      ['VIC', '3931'], // Mornington
      ['NSW', '2026'], // Bondi
      ['NSW', '2150'], // Parramatta
      ['QLD', '4000'], // Brisbane City
      ['QLD', '4305'], // Ipswich
      ['SA', '5000'], // Adelaide
      ['WA', '6160'], // Fremantle
      ['TAS', '7000'], // Hobart
      ['NT', '0810'], // Darwin's northern suburbs
      ['ACT', '2601'], // Canberra
      ['NSW', '2620'], // Queanbeyan
    ] as const;
    const regional = [
      ['VIC', '3220'], // Geelong
      ['VIC', '3212'], // Lara
      ['VIC', '3350'], // Ballarat
      ['VIC', '3550'], // Bendigo
      ['NSW', '2300'], // Newcastle
      ['NSW', '2500'], // Wollongong
      ['NSW', '2580'], // Goulburn
      ['NSW', '2330'], // Singleton
      ['QLD', '4217'], // Surfers Paradise
      ['QLD', '4558'], // Maroochydore
      ['WA', '6230'], // Bunbury
      ['TAS', '7250'], // Launceston
      ['NT', '0870'], // Alice Springs
    ] as const;
    for (const [state, postcode] of metro) expect(suburbZone(state, postcode), `${state} ${postcode}`).toBe('metro');
    for (const [state, postcode] of regional) expect(suburbZone(state, postcode), `${state} ${postcode}`).toBe('regional');
    expect(suburbZone('VIC', 'abcd')).toBe('regional');
  });

  it("is the table generated from the suburbs' own data, and agrees with it locality by locality", () => {
    const rows = readPostcodeRows();
    expect(METRO_POSTCODES).toEqual(metroRanges(rows));
    // Every seeded suburb gets the zone its postcode's localities mostly have.
    const areas = postcodeAreas(rows);
    const suburbs = suburbSeed().filter((suburb) => isAustralianState(suburb.state));
    let agree = 0;
    for (const suburb of suburbs) {
      const metro = areas.get(suburb.state)?.find(([postcode]) => postcode === Number(suburb.postcode))?.[1] ?? false;
      if ((suburbZone(suburb.state as never, suburb.postcode) === 'metro') === metro) agree++;
    }
    expect(agree).toBe(suburbs.length);
  });
});
