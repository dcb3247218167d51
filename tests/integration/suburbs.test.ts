import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { CountriesResponseModel, SuburbsResponseModel } from '../../src/lib/api/contracts/delivery';
import { readAs, readProblem } from './read';

const t = useTestApp();

describe('GET /api/delivery/suburbs', () => {
  it('finds suburbs by name, prefix matches first, at most 20', async () => {
    const response = await t.client().get('/api/delivery/suburbs?keyword=rich');
    expect(response.status).toBe(200);
    const { suburbs } = await readAs(response, SuburbsResponseModel);
    expect(suburbs.length).toBeGreaterThan(1);
    expect(suburbs.length).toBeLessThanOrEqual(20);
    const firstContains = suburbs.findIndex((s) => !s.name.toLowerCase().startsWith('rich'));
    if (firstContains !== -1) expect(suburbs.slice(firstContains).every((s) => !s.name.toLowerCase().startsWith('rich'))).toBe(true);
    const richmond = suburbs.find((s) => s.name === 'Richmond' && s.state === 'VIC');
    expect(richmond).toMatchObject({ postcode: '3121', id: 'vic-3121-richmond', suburbId: 'vic-3121-richmond', label: 'Richmond, VIC, 3121' });
    expect(richmond!.latitude).toBeCloseTo(-37.82, 1);
    expect(richmond!.longitude).toBeCloseTo(145.0, 1);
  });

  it('finds suburbs by postcode and ignores case and spaces', async () => {
    const { suburbs } = await readAs(await t.client().get('/api/delivery/suburbs?keyword=3101'), SuburbsResponseModel);
    expect(suburbs.map((s) => s.name)).toContain('Kew');
    const { suburbs: upper } = await readAs(await t.client().get('/api/delivery/suburbs?keyword=%20KEW%20'), SuburbsResponseModel);
    expect(upper[0]!.name).toBe('Kew');
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await t.client().get('/api/delivery/suburbs?keyword=zzqx');
    expect(response.status).toBe(200);
    expect((await readAs(response, SuburbsResponseModel)).suburbs).toEqual([]);
  });

  it.each(['?keyword=ke', '?keyword=', '', `?keyword=${'a'.repeat(61)}`, '?keyword=kew&keyword=box'])('%s is a 400 naming keyword', async (query) => {
    const response = await t.client().get(`/api/delivery/suburbs${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys((await readProblem(response)).errors)).toContain('keyword');
  });
});

describe('GET /api/countries', () => {
  it('lists at least 40 overseas countries by name with their partner and flag', async () => {
    const response = await t.client().get('/api/countries');
    expect(response.status).toBe(200);
    const { countries } = await readAs(response, CountriesResponseModel);
    expect(countries.length).toBeGreaterThanOrEqual(40);
    expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
    expect(countries.find((c) => c.isoCode === 'GB')).toEqual({ name: 'United Kingdom', isoCode: 'GB', slug: 'gb', flag: '🇬🇧', partner: 'britishHampers' });
    expect(countries.find((c) => c.isoCode === 'NZ')?.partner).toBe('gfs');
    expect(countries.some((c) => c.isoCode === 'AU')).toBe(false);
  });
});
