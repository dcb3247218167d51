import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { KEW, THURSDAY } from './catalog-fixtures';
import { type SearchResponse, SearchResponseModel } from '../../src/lib/api/contracts/search';
import { readAs, readProblem } from './read';
import { SearchQueryModel } from '../../src/lib/api/contracts/catalog-queries';
import { guestContext } from '../../src/server/http/context';
import { searchProducts, searchResponse, searchResponseJson } from '../../src/server/search/service';

const t = useTestApp({ frozenClock: true });

async function search(query: string): Promise<SearchResponse> {
  const response = await t.client().get(`/api/search?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return await readAs(response, SearchResponseModel);
}

describe('GET /api/search', () => {
  it('finds products by text, name matches first, with the occasion facet and six suggestions', async () => {
    const body = await search('text=lily');
    expect(body.total).toBeGreaterThan(6);
    expect(body.results[0]!.name).toMatch(/Lily|Lilies/);
    const firstNonName = body.results.findIndex((r) => !/lil(y|ies)/i.test(r.name));
    if (firstNonName !== -1) expect(body.results.slice(firstNonName).every((r) => !/lil(y|ies)/i.test(r.name))).toBe(true);
    expect(body.productList).toHaveLength(6);
    expect(body.productList.map((p) => p.key)).toEqual(body.results.slice(0, 6).map((p) => p.key));
    expect(body.facets.map((f) => f.name)).toEqual(['occasion']);
    expect(body.message).toBeNull();
  });

  it('corrects misspellings with trigram similarity', async () => {
    const body = await search('text=sunflowr');
    expect(body.correctedQuery).toBe('sunflower');
    expect(body.total).toBeGreaterThan(0);
    expect(body.results[0]!.name).toMatch(/Sunflower/);
    const orchids = await search('text=orchd');
    expect(orchids.results[0]!.name).toMatch(/Orchid/);
    const accented = await search('text=Ros%C3%A9%20posy');
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.results[0]!.name).toMatch(/Rose.*Posy|Posy.*Rose/);
  });

  it('finds products whose code starts with the text when searching by code', async () => {
    const body = await search('text=wb100&searchByCode=true');
    expect(body.total).toBe(9);
    expect(body.results.every((r) => r.key.startsWith('WB100'))).toBe(true);
    const exact = await search('text=GFS4001&searchByCode=true');
    expect(exact.results.map((r) => r.key)).toEqual(['GFS4001']);
    expect((await search('text=sunflower&searchByCode=true')).total).toBe(0);
  });

  it('says so when nothing matches', async () => {
    const body = await search('text=qwxzv%20plmkj');
    expect(body).toMatchObject({ total: 0, results: [], productList: [] });
    expect(body.message).toBe('We couldn\'t find any matches for "qwxzv plmkj". Please try another search term.');
  });

  it('filters by occasion and by where and when the delivery goes', async () => {
    const all = await search('text=roses&limit=48');
    const romance = await search('text=roses&occasion=love-and-romance&limit=48');
    expect(romance.total).toBeLessThan(all.total);
    expect(romance.total).toBe(all.facets[0]!.items.find((i) => i.key === 'love-and-romance')!.count);
    const overseas = await search('text=roses&countryCode=NZ&limit=48');
    expect(overseas.total).toBeGreaterThan(0);
    expect(overseas.results.every((r) => r.thirdPartySource === 'gfs')).toBe(true);
    const local = await search(`text=hamper&location=${KEW}&date=${THURSDAY}&limit=48`);
    expect(local.results.some((r) => r.isHamper)).toBe(true);
    expect(local.results.every((r) => r.thirdPartySource !== 'britishHampers')).toBe(true);
  });

  it('writes the JSON of the answer object, byte for byte', async () => {
    const context = guestContext(t.database.db);
    const queries = ['text=lily', 'text=sunflowr&offset=2&limit=3', 'text=WB10&searchByCode=true', 'text=', 'text=%22results%22%3A0', 'text=roses&occasion=love-and-romance'];
    for (const query of [...queries, `text=hamper&location=${KEW}&date=${THURSDAY}&limit=48`, 'text=roses&countryCode=NZ&productList=0']) {
      const answer = await searchProducts(context, SearchQueryModel.parse(Object.fromEntries(new URLSearchParams(query))));
      expect(new TextDecoder().decode(searchResponseJson(answer)), query).toBe(JSON.stringify(searchResponse(answer)));
    }
  });

  it.each([
    ['text=roses&searchByCode=maybe', 'searchByCode'],
    ['text=roses&occasion=graduation', 'occasion'],
    ['text=roses&date=tomorrow', 'date'],
    ['text=roses&location=vic-3999-atlantis', 'location'],
    ['text=roses&suburbId=vic-3999-atlantis', 'suburbId'],
    ['text=roses&limit=100', 'limit'],
    [`text=${'a'.repeat(101)}`, 'text'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const response = await t.client().get(`/api/search?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys((await readProblem(response)).errors)).toContain(field);
  });
});
