import { describe, expect, it } from 'vitest';
import { getListingFirstPage, getProductPage, listProductPages } from '../../src/lib/api/build-client';
import { listingFiltersForSlug } from '../../src/server/catalog/listing-slug';
import { useTestApp } from './harness';

useTestApp();

describe('catalogue pages for the static build', () => {
  it('lists every product page with its URL, variants in size order and florists’ guides', async () => {
    const pages = await listProductPages();
    expect(pages.length).toBeGreaterThanOrEqual(300);
    expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
    for (const page of pages) expect(page.url).toBe(`/${page.productPrefix}/${page.slug}`);
    expect(new Set(pages.map((p) => p.productPrefix))).toEqual(new Set(['flowers', 'plants', 'hampers', 'gifts']));
    const roses = pages.find((p) => p.productKey === 'WB1001')!;
    expect(roses.variants.map((v) => v.label)).toEqual(['Petite', 'Standard', 'Premium', 'Deluxe']);
    expect(roses.workroomGuides.map((g) => g.variant)).toEqual(['Petite', 'Standard', 'Premium', 'Deluxe']);
    expect(roses.price.centAmount).toBe(roses.variants[0]!.price.centAmount);
    expect(roses.description).toMatch(/^<p>/);
    expect(roses.reviews.rating).toBeGreaterThanOrEqual(4);
    expect(pages.filter((p) => p.thirdPartySourceSystem).map((p) => p.thirdPartySourceSystem)).toEqual(expect.arrayContaining(['walwater', 'giftbaskets', 'gfs', 'britishHampers']));
    expect(pages.some((p) => p.isHamper)).toBe(true);
  });

  it('finds one product page by prefix and slug', async () => {
    const [first] = await listProductPages();
    expect((await getProductPage(first!.productPrefix, first!.slug))?.productKey).toBe(first!.productKey);
    expect(await getProductPage('flowers', 'no-such-bouquet')).toBeNull();
    expect(await getProductPage('plants', first!.slug)).toBeNull();
  });

  it('reads a listing slug as facet filters', () => {
    expect(listingFiltersForSlug('birthday-flowers')).toEqual({ occasion: ['birthday'], productType: ['flowers'] });
    expect(listingFiltersForSlug('native-flowers')).toEqual({ flower: ['natives'], productType: ['flowers'] });
    expect(listingFiltersForSlug('red-roses')).toEqual({ flower: ['roses'], colour: ['red'] });
    expect(listingFiltersForSlug('love-and-romance')).toEqual({ occasion: ['love-and-romance'] });
    expect(listingFiltersForSlug('get-well')).toEqual({ occasion: ['get-well'] });
    expect(listingFiltersForSlug('occasions')).toEqual({});
  });

  it('answers the first page of a listing, overseas ones for their country', async () => {
    const sympathy = await getListingFirstPage('sympathy');
    expect(sympathy.results).toHaveLength(12);
    expect(sympathy.facets.find((f) => f.name === 'occasion')?.items.find((i) => i.key === 'sympathy')).toMatchObject({ selected: true, count: sympathy.total });
    const nz = await getListingFirstPage('overseas-nz');
    expect(nz.total).toBeGreaterThan(0);
    expect(nz.results.every((r) => r.thirdPartySource === 'gfs')).toBe(true);
  });
});
