import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { KEW, remoteSuburb, SATURDAY, SUNDAY, THURSDAY, TODAY, weekdayOnlySuburb } from './catalog-fixtures';
import { type ProductListing, ProductListingModel } from '../../src/lib/api/contracts/products';
import { VariantsResponseModel } from '../../src/lib/api/contracts/variants';
import { readAs } from './read';
import { ProblemModel } from '../../src/lib/api/contracts/common';

const t = useTestApp({ frozenClock: true });

async function list(query: string): Promise<ProductListing> {
  const response = await t.client().get(`/api/products${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return await readAs(response, ProductListingModel);
}

async function problem(query: string) {
  const response = await t.client().get(`/api/products${query}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await readAs(response, ProblemModel) };
}

async function facetsOf(productId: string, facet: string): Promise<string[]> {
  const result = await t.database.db.execute<{ value: string }>(sql`select value from product_facets where product_id = ${productId} and facet = ${facet}`);
  return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
}

describe('GET /api/products', () => {
  it('lists 12 products of a catalogue of at least 300, priced from the lowest variant', async () => {
    const listing = await list('');
    expect(listing.results).toHaveLength(12);
    expect(listing.contentCount).toBe(12);
    expect(listing.total).toBeGreaterThanOrEqual(300);
    const first = listing.results[0]!;
    expect(first).toMatchObject({ inWishlist: false, productPrefix: expect.any(String), slug: expect.any(String), sku: first.key });
    expect(first).toHaveProperty('thumbnailImage.url', expect.stringMatching(/^\/images\/products\/.+\.svg$/));
    expect(first).toHaveProperty('hoverImage.url', expect.stringMatching(/-hover\.svg$/));
    const variants = await readAs(await t.client().get(`/api/products/${first.key}/variants`), VariantsResponseModel);
    expect(first.price.centAmount).toBe(Math.min(...variants.variants.map((v) => v.price.centAmount)));
    expect(first.price.formattedPrice).toMatch(/^\$\d/);
    expect(listing.facets.map((f) => f.name)).toEqual(['occasion', 'productType', 'flower', 'colour', 'price']);
    expect(listing.facets.find((f) => f.name === 'price')?.multiSelect).toBe(false);
  });

  it('pages with limit and offset', async () => {
    const first = await list('?limit=12&offset=0');
    const second = await list('?limit=12&offset=12');
    expect(second.results.map((r) => r.key)).not.toContain(first.results[0]!.key);
    expect((await list('?limit=48')).results).toHaveLength(48);
    const last = await list(`?offset=${first.total - 5}`);
    expect(last.results).toHaveLength(5);
  });

  it('filters by repeated facet parameters, counting each facet over the other filters', async () => {
    const birthday = await list('?occasion=birthday&limit=48');
    const either = await list('?occasion=birthday&occasion=sympathy&limit=48');
    const sympathy = await list('?occasion=sympathy');
    expect(either.total).toBeGreaterThan(birthday.total);
    expect(either.total).toBeLessThanOrEqual(birthday.total + sympathy.total);
    for (const card of birthday.results) expect(await facetsOf(card.productId, 'occasion')).toContain('birthday');
    const occasion = birthday.facets.find((f) => f.name === 'occasion')!;
    expect(occasion.items.find((i) => i.key === 'birthday')).toMatchObject({ count: birthday.total, selected: true, label: 'Birthday' });
    expect(occasion.items.find((i) => i.key === 'sympathy')?.count).toBe(sympathy.total);

    const pinkRoses = await list('?colour=pink&flower=roses&limit=48');
    expect(pinkRoses.total).toBeGreaterThan(0);
    for (const card of pinkRoses.results) {
      expect(await facetsOf(card.productId, 'colour')).toContain('pink');
      expect(await facetsOf(card.productId, 'flower')).toContain('roses');
    }
  });

  it('filters by one price band', async () => {
    const listing = await list('?price=50-100&limit=48');
    expect(listing.total).toBeGreaterThan(0);
    for (const card of listing.results) {
      expect(card.price.amount).toBeGreaterThanOrEqual(50);
      expect(card.price.amount).toBeLessThan(100);
    }
  });

  it('sorts by price, name and featured', async () => {
    const ascending = (await list('?sort=price&sortDir=asc&limit=48')).results.map((r) => r.price.centAmount);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list('?sort=price&sortDir=desc&limit=48')).results.map((r) => r.price.centAmount);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const names = (await list('?sort=name&limit=48')).results.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU')));
    const reversed = (await list('?sort=name&sortDir=desc&limit=48')).results.map((r) => r.name);
    expect(reversed[0]! >= reversed.at(-1)!).toBe(true);
    expect((await list('')).results.map((r) => r.key)).toEqual((await list('?sort=featured&sortDir=asc')).results.map((r) => r.key));
    expect((await list('?sort=rank&sortDir=desc')).results).toHaveLength(12);
  });

  it('narrows by text', async () => {
    const listing = await list('?text=sunflowers&limit=48');
    expect(listing.total).toBeGreaterThan(0);
    expect(listing.total).toBeLessThan(100);
    expect(listing.results[0]!.name).toMatch(/Sunflower/);
  });
});

describe('GET /api/products for a delivery', () => {
  it('lists florist products for a served suburb on a weekday, but no hampers today', async () => {
    const thursday = await list(`?suburbId=${KEW}&deliveryDate=${THURSDAY}&limit=48&productType=hampers`);
    expect(thursday.results.some((r) => r.isHamper)).toBe(true);
    const today = await list(`?suburbId=${KEW}&deliveryDate=${TODAY}&limit=48&productType=hampers`);
    expect(today.results.some((r) => r.isHamper)).toBe(false);
    const flowersToday = await list(`?suburbId=${KEW}&deliveryDate=${TODAY}&productType=flowers`);
    expect(flowersToday.results.some((r) => r.thirdPartySource === null)).toBe(true);
  });

  it('excludes florist products where no florist delivers, keeping the partners who post anywhere', async () => {
    const remote = await list(`?suburbId=${await remoteSuburb(t.database.db)}&deliveryDate=${THURSDAY}&limit=48`);
    expect(remote.total).toBeGreaterThan(0);
    expect(remote.results.every((r) => r.thirdPartySource === 'walwater' || r.thirdPartySource === 'giftbaskets')).toBe(true);
  });

  it('excludes florist products on a Saturday when the suburb’s stores close on Saturdays', async () => {
    const suburb = await weekdayOnlySuburb(t.database.db);
    const friday = await list(`?suburbId=${suburb}&deliveryDate=2025-11-14&limit=48`);
    expect(friday.results.some((r) => r.thirdPartySource === null)).toBe(true);
    const saturday = await list(`?suburbId=${suburb}&deliveryDate=${SATURDAY}&limit=48`);
    expect(saturday.results.every((r) => r.thirdPartySource !== null)).toBe(true);
  });

  it('lists nothing on a Sunday', async () => {
    expect((await list(`?suburbId=${KEW}&deliveryDate=${SUNDAY}`)).total).toBe(0);
  });

  it('lists the partner’s products for an overseas country', async () => {
    const nz = await list('?countryCode=nz&limit=48');
    expect(nz.total).toBeGreaterThan(0);
    expect(nz.results.every((r) => r.thirdPartySource === 'gfs')).toBe(true);
    const uk = await list(`?countryCode=GB&deliveryDate=${THURSDAY}&limit=48`);
    expect(uk.results.every((r) => r.thirdPartySource === 'britishHampers')).toBe(true);
  });
});

describe('GET /api/products with bad input', () => {
  it.each([
    ['?limit=49', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=ten', 'limit'],
    ['?offset=-1', 'offset'],
    ['?sort=popular', 'sort'],
    ['?sortDir=up', 'sortDir'],
    ['?price=50-100&price=100-150', 'price'],
    ['?price=cheap', 'price'],
    ['?occasion=graduation', 'occasion'],
    ['?colour=teal', 'colour'],
    ['?deliveryDate=2025-02-30', 'deliveryDate'],
    ['?deliveryDate=12/11/2025', 'deliveryDate'],
    ['?suburbId=nowhere', 'suburbId'],
    ['?suburbId=vic-3999-atlantis', 'suburbId'],
    ['?countryCode=XX', 'countryCode'],
    [`?suburbId=${KEW}&countryCode=NZ`, 'countryCode'],
    ['?limit=12&limit=24', 'limit'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const { status, type, body } = await problem(query);
    expect(status).toBe(400);
    expect(type).toBe('application/problem+json');
    expect(Object.keys(body.errors ?? {})).toContain(field);
  });
});
