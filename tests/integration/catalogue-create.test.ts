import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CatalogueProductModel, CatalogueTakenModel, type CatalogueProduct } from '../../src/lib/api/contracts/catalogue';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { productFacets, products } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { expectRefused, lineBody, newCart, withLines } from './cart-actions-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** New products and copies in the head office's catalogue (docs/adr/0756): written whole or not at all, on the site only when on sale. */
const t = useTestApp({ frozenClock: true });
const office = (): Promise<ApiClient> => signedInClient(t, 'flowerline');
const NEW = '/api/catalogue/products';

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sunny Days Bouquet',
  key: 'WB-SUNNY',
  description: '<p>Sunflowers and chamomile.</p>',
  listings: ['birthday'],
  variants: [
    { key: 'WB-SUNNY-STD', name: 'Standard', price: '79.95' },
    { key: 'WB-SUNNY-DLX', name: 'Deluxe', price: 119 },
  ],
  state: 'onSale',
  ...overrides,
});

async function create(client: ApiClient, given: Record<string, unknown>): Promise<CatalogueProduct> {
  const response = await client.post(NEW, given);
  expect(response.status, await response.clone().text()).toBe(201);
  return readAs(response, CatalogueProductModel);
}

/** Where a shopper could meet the product: the birthday listing, search by its name, its sizes. */
async function seenByShoppers(key: string, name: string) {
  const guest = t.client();
  const listing = (await (await guest.get('/api/products?occasion=birthday&limit=12&sort=featured&sortDir=desc')).json()) as { results: { key: string }[] };
  const search = (await (await guest.get(`/api/search?text=${encodeURIComponent(name)}`)).json()) as { products?: { results?: { key: string }[] }; results?: { key: string }[] };
  const sizes = await guest.get(`/api/products/${key}/variants`);
  return {
    listed: listing.results.some((row) => row.key === key),
    searched: (search.products?.results ?? search.results ?? []).some((row) => row.key === key),
    sizes: sizes.status,
  };
}

describe('creating a product', () => {
  it('creates it on sale with its sizes in its listing, records it, and shoppers find it', async () => {
    const client = await office();
    const product = await create(client, body());
    expect(product).toMatchObject({ key: 'WB-SUNNY', sku: 'WB-SUNNY', name: 'Sunny Days Bouquet', state: 'onSale', url: '/flowers/sunny-days-bouquet' });
    expect(product.variants).toEqual([
      { key: 'WB-SUNNY-STD', name: 'Standard', price: expect.objectContaining({ centAmount: 7995 }), guide: '' },
      { key: 'WB-SUNNY-DLX', name: 'Deluxe', price: expect.objectContaining({ centAmount: 11900 }), guide: '' },
    ]);
    expect(product.changes[0]).toMatchObject({ by: 'Priya Sharma', fields: expect.arrayContaining([{ field: 'created', label: 'Created', before: '', after: 'On sale' }]) });
    expect(await readAs(await client.get(`${NEW}/WB-SUNNY`), CatalogueProductModel)).toMatchObject({ key: 'WB-SUNNY', url: product.url });

    const [row] = await t.database.db.select().from(products).where(eq(products.key, 'WB-SUNNY'));
    expect(row).toMatchObject({ productPrefix: 'flowers', subtitle: 'Birthday flowers', rating: 0, reviewCount: 0, minPriceCents: 7995, active: true });
    expect(row!.images[0]).toMatchObject({ altText: 'Sunny Days Bouquet' });
    const facets = await t.database.db.select().from(productFacets).where(eq(productFacets.productId, row!.id));
    expect(facets.map((f) => `${f.facet}:${f.value}`).sort()).toEqual(['occasion:birthday', 'price:50-100', 'productType:flowers']);

    await expect.poll(() => seenByShoppers('WB-SUNNY', 'Sunny Days Bouquet'), { timeout: 10_000 }).toEqual({ listed: true, searched: true, sizes: 200 });
  });

  it('keeps a draft off the site: not listed, not found, no sizes, no page', async () => {
    const client = await office();
    const draft = await create(client, body({ name: 'Quiet Meadow', key: 'WB-MEADOW', slug: 'quiet-meadow-posy', state: 'draft', variants: [{ key: 'WB-MEADOW-STD', name: 'Standard', price: 65 }] }));
    expect(draft).toMatchObject({ state: 'draft', url: '/flowers/quiet-meadow-posy' });
    // Wait for the catalogue to be read again (the on-sale product above is there), then the draft is not.
    await expect.poll(async () => (await seenByShoppers('WB-SUNNY', 'Sunny Days Bouquet')).listed, { timeout: 10_000 }).toBe(true);
    expect(await seenByShoppers('WB-MEADOW', 'Quiet Meadow')).toEqual({ listed: false, searched: false, sizes: 404 });
    expect((await t.client().get('/api/catalog/product-pages/flowers/quiet-meadow-posy')).status).toBe(404);
  });

  it('says as the form is typed whether a key or address is taken', async () => {
    const client = await office();
    const answer = await readAs(await client.get('/api/catalogue/taken?key=wb-sunny&slug=sunny-days-bouquet'), CatalogueTakenModel);
    expect(answer).toEqual({ key: { value: 'wb-sunny', taken: true }, slug: { value: 'sunny-days-bouquet', taken: true } });
    const free = await readAs(await client.get('/api/catalogue/taken?slug=never-seen-before'), CatalogueTakenModel);
    expect(free).toEqual({ slug: { value: 'never-seen-before', taken: false } });
  });

  it.each([
    [{ name: '' }, 'name', 422],
    [{ name: 'x'.repeat(121) }, 'name', 422],
    [{ key: '' }, 'key', 422],
    [{ key: 'has space' }, 'key', 422],
    [{ key: 'K'.repeat(41) }, 'key', 422],
    [{ key: 'WB1001' }, 'key', 409],
    [{ key: 'wb1001' }, 'key', 409],
    [{ slug: 'Not A Slug' }, 'slug', 422],
    [{ name: '!!!' }, 'slug', 422],
    [{ name: 'Sunny Days Bouquet', key: 'WB-OTHER' }, 'slug', 409],
    [{ description: 42 }, 'description', 422],
    [{ listings: [] }, 'listings', 422],
    [{ listings: 'birthday' }, 'listings', 422],
    [{ listings: ['birthday', 'no-such-listing'] }, 'listings.1', 422],
    [{ variants: [] }, 'variants', 422],
    [{ variants: [{ key: 'WB-NEW-STD', name: 'Standard', price: '12.345' }] }, 'variants.0.price', 422],
    [{ variants: [{ key: 'WB-NEW-STD', name: 'Standard', price: 0 }] }, 'variants.0.price', 422],
    [{ variants: [{ key: 'WB-NEW-STD', name: 'Standard', price: -5 }] }, 'variants.0.price', 422],
    [{ variants: [{ key: 'WB-NEW-STD', name: 'Standard', price: 100_000 }] }, 'variants.0.price', 422],
    [{ variants: [{ key: 'WB-NEW-STD', name: '', price: 10 }] }, 'variants.0.name', 422],
    [
      {
        variants: [
          { key: 'WB-NEW-STD', name: 'Standard', price: 10 },
          { key: 'WB-NEW-S2', name: 'standard', price: 12 },
        ],
      },
      'variants.1.name',
      422,
    ],
    [
      {
        variants: [
          { key: 'WB-NEW-STD', name: 'Standard', price: 10 },
          { key: 'WB-NEW-STD', name: 'Deluxe', price: 12 },
        ],
      },
      'variants.1.key',
      422,
    ],
    [{ variants: [{ key: 'WB1001-STD', name: 'Standard', price: 10 }] }, 'variants.0.key', 409],
    [{ variants: [{ key: 'bad key', name: 'Standard', price: 10 }] }, 'variants.0.key', 422],
    [{ state: 'offSale' }, 'state', 422],
    [{ state: undefined }, 'state', 422],
  ])('refuses %j naming %s (%i), and writes nothing', async (overrides, field, status) => {
    const client = await office();
    await expectRefused(t, () => client.post(NEW, body({ key: 'WB-NEW', name: 'Brand New Posy', ...overrides })), {
      status,
      type: status === 409 ? PROBLEM_TYPES.catalogueTaken : PROBLEM_TYPES.validation,
      field,
    });
  });

  it('refuses a key or address taken by two creations at once: one is made, the other is told', async () => {
    const client = await office();
    const given = body({ name: 'Twin Tulips', key: 'WB-TWIN', variants: [{ key: 'WB-TWIN-STD', name: 'Standard', price: 70 }] });
    const answers = await Promise.all([client.post(NEW, given), client.post(NEW, given)]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = (await answers.find((response) => response.status === 409)!.json()) as { type: string; errors: Record<string, string> };
    expect(refused.type).toBe(PROBLEM_TYPES.catalogueTaken);
    expect(Object.keys(refused.errors)).toEqual([expect.stringMatching(/^(key|slug|variants)/)]);
  });
});

describe('duplicating a product', () => {
  it('makes a draft copy with a free key and address, the same sizes, prices, facets and pictures', async () => {
    const client = await office();
    const original = await readAs(await client.get(`${NEW}/WB1001`), CatalogueProductModel);
    const response = await client.post(`${NEW}/WB1001/duplicate`, {});
    expect(response.status).toBe(201);
    const copy = await readAs(response, CatalogueProductModel);
    expect(copy).toMatchObject({ key: 'WB1001-COPY', name: `${original.name} (copy)`, state: 'draft' });
    expect(copy.url).toBe(`${original.url}-copy`);
    expect(copy.variants.map((v) => [v.name, v.price.centAmount])).toEqual(original.variants.map((v) => [v.name, v.price.centAmount]));
    expect(copy.variants.map((v) => v.key)).toEqual(original.variants.map((v) => v.key.replace('WB1001-', 'WB1001-COPY-')));
    expect(copy.changes[0]!.fields).toContainEqual({ field: 'copiedFrom', label: 'Copied from', before: '', after: `${original.name} (WB1001)` });

    const { db } = t.database;
    const [from] = await db.select().from(products).where(eq(products.key, 'WB1001'));
    const [to] = await db.select().from(products).where(eq(products.key, 'WB1001-COPY'));
    expect(to!.images).toEqual(from!.images);
    const facetsOf = async (id: string) => (await db.select().from(productFacets).where(eq(productFacets.productId, id))).map((f) => `${f.facet}:${f.value}`).sort();
    expect(await facetsOf(to!.id)).toEqual(await facetsOf(from!.id));

    // A second copy takes the next free key and address; copies stay off the site.
    const second = await readAs(await client.post(`${NEW}/WB1001/duplicate`, {}), CatalogueProductModel);
    expect(second).toMatchObject({ key: 'WB1001-COPY2', url: `${original.url}-copy-2` });
    expect((await t.client().get('/api/products/WB1001-COPY/variants')).status).toBe(404);
  });

  it('answers 404 for a product that is not there, and writes nothing', async () => {
    const client = await office();
    await expectRefused(t, () => client.post(`${NEW}/WB9999999/duplicate`, {}), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});

describe('a product taken off the shop', () => {
  it('off sale or archived, it takes no new cart line and a line of it is not copied', async () => {
    const client = await office();
    const cart = await newCart(t);
    const [line] = (await withLines(cart, lineBody({ productKey: 'WB1008', variantKey: 'WB1008-STD' }))).lineItems;
    for (const state of ['offSale', 'archived']) {
      expect((await client.patch(`${NEW}/WB1008`, { state })).status).toBe(200);
      await expect.poll(async () => (await t.client().get('/api/products/WB1008/variants')).status, { timeout: 10_000 }).toBe(404);
      await expectRefused(t, () => cart.client.post(`${cart.path}/line-items`, lineBody({ productKey: 'WB1008', variantKey: 'WB1008-STD' })), {
        status: 422,
        type: PROBLEM_TYPES.validation,
        field: 'productKey',
      });
      await expectRefused(t, () => cart.client.post(`${cart.path}/line-items/${line!.id}/copy`, {}), { status: 422, type: PROBLEM_TYPES.validation, field: 'productKey' });
    }
  });
});
