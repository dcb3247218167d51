import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CatalogueListingListModel, CatalogueListingModel, CatalogueListingTakenModel } from '../../src/lib/api/contracts/catalogue-listings';
import { ProductListingModel } from '../../src/lib/api/contracts/products';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { invalidateCaches } from '../../src/server/cache-invalidation';
import { contentChanges, contentDocuments, listingSelections } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** The listings editor (docs/adr/0760): listing pages with their choice of products, published on save. */
const t = useTestApp({ frozenClock: true });
const office = (): Promise<ApiClient> => signedInClient(t, 'flowerline');
const LISTINGS = '/api/catalogue/listings';

const body = (overrides: Record<string, unknown> = {}) => ({
  slug: 'not-yet-saved',
  title: 'Spring picks',
  intro: 'Our florists’ favourites this spring.',
  seoTitle: 'Spring picks | Wattle & Bloom',
  seoDescription: 'Hand-picked spring flowers.',
  products: { mode: 'manual', productKeys: ['WB1008', 'WB1002', 'WB1004'] },
  ...overrides,
});

const products = async (query: string) => readAs(await t.client().get(`/api/products?${query}`), ProductListingModel);
const listingRows = async (slug?: string) =>
  (
    await t.database.db
      .select()
      .from(listingSelections)
      .where(slug ? eq(listingSelections.slug, slug) : undefined)
  ).length;

/** Every product of a query, page by page. */
async function allProducts(query: string) {
  const cards = [];
  for (let offset = 0; ; offset += 48) {
    const page = await products(`${query}&limit=48&offset=${offset}`);
    cards.push(...page.results);
    if (cards.length >= page.total || !page.results.length) return cards;
  }
}
const pageCount = async () => (await t.database.db.select({ id: contentDocuments.id }).from(contentDocuments).where(eq(contentDocuments.model, 'Page'))).length;

async function expectNothingWritten(response: Response, status: number, field: string, before: { pages: number; rows: number }) {
  expect(response.status, await response.clone().text()).toBe(status);
  const problem = (await response.json()) as { type: string; errors?: Record<string, string> };
  expect(problem.errors?.[field], JSON.stringify(problem)).toBeTruthy();
  expect({ pages: await pageCount(), rows: await listingRows() }).toEqual(before);
  return problem;
}

describe('listings editor', () => {
  it('lists the listing pages with their addresses, product counts and status', async () => {
    const list = await readAs(await (await office()).get(LISTINGS), CatalogueListingListModel);
    const birthday = list.results.find((row) => row.slug === 'birthday');
    expect(birthday).toMatchObject({ title: 'Birthday flowers', url: '/birthday', site: { status: 'live' } });
    expect(birthday!.productCount).toBe((await products('occasion=birthday&limit=1')).total);
    expect(list.results.every((row) => row.url.startsWith('/'))).toBe(true);
  });

  it('creates a listing by hand: published, queued for the renderer, and the products API shows its products in its order', async () => {
    const client = await office();
    const response = await client.post(LISTINGS, body({ slug: 'spring-picks' }));
    expect(response.status, await response.clone().text()).toBe(201);
    const listing = await readAs(response, CatalogueListingModel);
    expect(listing).toMatchObject({
      slug: 'spring-picks',
      url: '/spring-picks',
      title: 'Spring picks',
      intro: 'Our florists’ favourites this spring.',
      seoTitle: 'Spring picks | Wattle & Bloom',
      productCount: 3,
    });
    expect(listing.products).toMatchObject({ mode: 'manual', products: [{ key: 'WB1008' }, { key: 'WB1002' }, { key: 'WB1004' }] });

    const [doc] = await t.database.db.select().from(contentDocuments).where(eq(contentDocuments.id, 'page-spring-picks'));
    expect(doc?.published).toMatchObject({ slug: 'spring-picks', template: { __typename: 'ProductListingTemplate' } });
    const queued = await t.database.db.select().from(contentChanges).where(eq(contentChanges.docId, 'page-spring-picks'));
    expect(queued.map((change) => change.operation)).toContain('publish');

    const page = await products('listing=spring-picks&limit=12');
    expect(page.results.map((card) => card.key)).toEqual(['WB1008', 'WB1002', 'WB1004']);
    expect(page.total).toBe(3);
    // The shopper's filters narrow the choice; facet counts are counted over it.
    const counts = page.facets.find((facet) => facet.name === 'productType')!.items.reduce((sum, item) => sum + item.count, 0);
    expect(counts).toBe(3);
    // The pre-rendered first page reads the same.
    const built = (await (await t.client().get('/api/catalog/listings/spring-picks')).json()) as { listing: string | null; filters: object; firstPage: { results: { key: string }[] } };
    expect(built.listing).toBe('spring-picks');
    expect(built.filters).toEqual({});
    expect(built.firstPage.results.map((card) => card.key)).toEqual(['WB1008', 'WB1002', 'WB1004']);

    // The studio's link picker (header and footer menus) lists it, published, by its title.
    const editor = await signedInClient(t, 'editor');
    const picker = await editor.request('POST', '/api/graphql', { body: { query: '{ contentDocuments(model: "Page") { id title published } }' } });
    const pages = ((await picker.json()) as { data: { contentDocuments: { id: string; title: string; published: boolean }[] } }).data.contentDocuments;
    expect(pages).toContainEqual({ id: 'page-spring-picks', title: 'Spring picks', published: true });

    const again = await client.patch(`${LISTINGS}/spring-picks`, { products: { mode: 'manual', productKeys: ['WB1004', 'WB1008'] } });
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await products('listing=spring-picks')).results.map((card) => card.key)).toEqual(['WB1004', 'WB1008']);
  });

  it('shows by rules: occasion, tag and price range', async () => {
    const client = await office();
    const rules = { occasion: ['birthday'], productType: [], flower: [], colour: [], tag: '', minPrice: '50', maxPrice: '100' };
    const response = await client.post(LISTINGS, body({ slug: 'birthday-under-100', products: { mode: 'rules', rules } }));
    expect(response.status, await response.clone().text()).toBe(201);
    const chosen = await allProducts('listing=birthday-under-100');
    const all = await allProducts('occasion=birthday');
    const expected = all.filter((card) => card.price.centAmount >= 5000 && card.price.centAmount <= 10000).map((card) => card.key);
    expect(chosen.map((card) => card.key).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
    // A tag narrows them further.
    const tagged = await client.patch(`${LISTINGS}/birthday-under-100`, { products: { mode: 'rules', rules: { ...rules, tag: 'no such tag' } } });
    expect(tagged.status).toBe(200);
    expect((await products('listing=birthday-under-100')).total).toBe(0);
  });

  it('keeps the address words for listings without a stored choice', async () => {
    const withParam = await products('listing=birthday&occasion=birthday&limit=48');
    const without = await products('occasion=birthday&limit=48');
    expect(withParam.results.map((c) => c.key)).toEqual(without.results.map((c) => c.key));
    const built = (await (await t.client().get('/api/catalog/listings/birthday')).json()) as { listing: string | null; filters: object };
    expect(built).toMatchObject({ listing: null, filters: { occasion: ['birthday'] } });
  });

  it('refuses bad input with a problem naming the field, writing nothing', async () => {
    const client = await office();
    const before = { pages: await pageCount(), rows: await listingRows() };
    await expectNothingWritten(await client.post(LISTINGS, body({ slug: 'Bad Slug' })), 422, 'slug', before);
    await expectNothingWritten(await client.post(LISTINGS, body({ title: '' })), 422, 'title', before);
    await expectNothingWritten(await client.post(LISTINGS, body({ seoTitle: 'x'.repeat(71) })), 422, 'seoTitle', before);
    await expectNothingWritten(await client.post(LISTINGS, body({ products: { mode: 'sometimes' } })), 422, 'products.mode', before);
    await expectNothingWritten(await client.post(LISTINGS, body({ products: { mode: 'manual', productKeys: [] } })), 422, 'products.productKeys', before);
    await expectNothingWritten(await client.post(LISTINGS, body({ products: { mode: 'manual', productKeys: ['WB1002', 'NO-SUCH'] } })), 422, 'products.productKeys.1', before);
    await expectNothingWritten(await client.post(LISTINGS, body({ products: { mode: 'rules', rules: { occasion: ['not-an-occasion'] } } })), 422, 'products.rules.occasion.0', before);
    await expectNothingWritten(await client.post(LISTINGS, body({ products: { mode: 'rules', rules: { minPrice: '90', maxPrice: '20' } } })), 422, 'products.rules.maxPrice', before);
    const taken = await expectNothingWritten(await client.post(LISTINGS, body({ slug: 'birthday' })), 409, 'slug', before);
    expect(taken.type).toBe(PROBLEM_TYPES.catalogueListingTaken);
    await expectNothingWritten(await client.post(LISTINGS, body({ slug: 'flowers/spring' })), 409, 'slug', before);
    await expectNothingWritten(await client.patch(`${LISTINGS}/birthday`, {}), 422, '_', before);
    await expectNothingWritten(await client.patch(`${LISTINGS}/birthday`, { slug: 'sympathy' }), 409, 'slug', before);
    await expectNothingWritten(await client.patch(`${LISTINGS}/birthday`, { title: 'x'.repeat(121) }), 422, 'title', before);
    await expectNothingWritten(await client.post(`${LISTINGS}/preview`, { products: { mode: 'manual' } }), 422, 'products.productKeys', before);
    expect((await client.get(`${LISTINGS}/no-such-listing`)).status).toBe(404);
    expect((await client.patch(`${LISTINGS}/about`, { title: 'About' })).status).toBe(404);
  });

  it('says whether an address is taken as it is typed, and previews a choice', async () => {
    const client = await office();
    const taken = async (query: string) => readAs(await client.get(`${LISTINGS}/taken?${query}`), CatalogueListingTakenModel);
    expect(await taken('slug=birthday')).toEqual({ slug: 'birthday', valid: true, taken: true });
    expect(await taken('slug=birthday&except=birthday')).toEqual({ slug: 'birthday', valid: true, taken: false });
    expect(await taken('slug=brand-new')).toEqual({ slug: 'brand-new', valid: true, taken: false });
    expect(await taken('slug=Not%20Valid')).toEqual({ slug: 'Not Valid', valid: false, taken: false });
    const preview = (await (await client.post(`${LISTINGS}/preview`, { products: { mode: 'manual', productKeys: ['WB1002', 'WB1004'] } })).json()) as { count: number; names: string[] };
    expect(preview.count).toBe(2);
    expect(preview.names).toHaveLength(2);
  });

  it('reads a choice saved by another process when that process announces the catalogue changed', async () => {
    const keys = async () => (await products('listing=teddy-bears&limit=48')).results.map((card) => card.key);
    const before = await keys();
    await t.database.db.insert(listingSelections).values({ slug: 'teddy-bears', selection: { mode: 'manual', productKeys: ['WB1004', 'WB1002'] }, updatedAt: new Date(), updatedBy: 'Elsewhere' });
    expect(await keys(), 'unannounced, the choice is not seen').toEqual(before);
    await invalidateCaches(t.database.db, 'catalog');
    await expect.poll(keys).toEqual(['WB1004', 'WB1002']);
    await t.database.db.delete(listingSelections).where(eq(listingSelections.slug, 'teddy-bears'));
    await invalidateCaches(t.database.db, 'catalog');
    await expect.poll(keys).toEqual(before);
  });

  it('moves a listing to a new address with its choice, and back to its address words', async () => {
    const client = await office();
    expect((await client.post(LISTINGS, body({ slug: 'autumn-picks' }))).status).toBe(201);
    const moved = await client.patch(`${LISTINGS}/autumn-picks`, { slug: 'autumn-favourites', title: 'Autumn favourites', intro: 'New words.' });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await readAs(moved, CatalogueListingModel)).toMatchObject({ slug: 'autumn-favourites', title: 'Autumn favourites', intro: 'New words.', productCount: 3 });
    expect((await products('listing=autumn-favourites')).total).toBe(3);
    const back = await client.patch(`${LISTINGS}/autumn-favourites`, { products: { mode: 'address' } });
    expect(await readAs(back, CatalogueListingModel)).toMatchObject({ products: { mode: 'address' } });
    expect(await listingRows('autumn-favourites')).toBe(0);
    expect(await listingRows('autumn-picks')).toBe(0);
  });
});
