import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AddonsResponseModel } from '../../src/lib/api/contracts/addons';
import { CatalogueProductModel, CatalogueTakenModel, type CatalogueProduct } from '../../src/lib/api/contracts/catalogue';
import { CatalogueImportReportModel } from '../../src/lib/api/contracts/catalogue-csv';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { addons, productFacets, products, productVariants } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { FRIDAY, KEW } from './catalog-fixtures';
import { expectRefused, lineBody, newCart, withLines } from './cart-actions-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** The whole product form (docs/adr/0761): address and key, size names and guides, facets and tag, add-ons, and new products from a CSV file. */
const t = useTestApp({ frozenClock: true });
const path = (key: string) => `/api/catalogue/products/${key}`;
const office = (): Promise<ApiClient> => signedInClient(t, 'flowerline');
/** The product as GET reads it (its fields here are checked one by one: the form grows other groups). */
const asProduct = async (response: Response): Promise<CatalogueProduct> => {
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as CatalogueProduct;
  expect(CatalogueProductModel.pick({ slug: true, keyEditable: true, facets: true, tag: true, addons: true, appearsIn: true, choices: true, variants: true }).safeParse(body).success).toBe(true);
  return body;
};
const read = async (client: ApiClient, key: string): Promise<CatalogueProduct> => asProduct(await client.get(path(key)));
const patch = async (client: ApiClient, key: string, body: Record<string, unknown>): Promise<CatalogueProduct> => asProduct(await client.patch(path(key), body));

describe('the address and the key', () => {
  it('moves a product on the site to a new address: the old one answers 301 to it, and no one else may take it', async () => {
    const client = await office();
    const before = await read(client, 'WB1010');
    expect(before.keyEditable).toBe(false);
    const after = await patch(client, 'WB1010', { slug: 'a-whole-new-address' });
    const url = before.url.replace(before.slug, 'a-whole-new-address');
    expect(after).toMatchObject({ slug: 'a-whole-new-address', url });
    expect(after.changes[0]!.fields).toEqual([{ field: 'slug', label: 'Address', before: before.url, after: url }]);

    const redirect = await t.client().get(`/api/catalog/redirects${before.url}`);
    expect(redirect.status).toBe(200);
    expect(await redirect.json()).toEqual({ location: url });
    const pages = (await (await t.client().get('/api/catalog/product-pages')).json()) as { results: { url: string }[]; redirects: { from: string; to: string }[] };
    expect(pages.redirects).toContainEqual({ from: before.url, to: url });
    expect(pages.results.map((page) => page.url)).toContain(url);
    expect(pages.results.map((page) => page.url)).not.toContain(before.url);

    // Moved again: the first address points straight at the newest.
    const third = await patch(client, 'WB1010', { slug: 'a-third-address' });
    expect(await (await t.client().get(`/api/catalog/redirects${before.url}`)).json()).toEqual({ location: third.url });
    expect(await (await t.client().get(`/api/catalog/redirects${url}`)).json()).toEqual({ location: third.url });

    // The old addresses are no one else's, as the form says while typing.
    const taken = await readAs(await client.get(`/api/catalogue/taken?slug=${before.slug}`), CatalogueTakenModel);
    expect(taken.slug).toEqual({ value: before.slug, taken: true });
    const own = await readAs(await client.get(`/api/catalogue/taken?slug=${before.slug}&product=WB1010`), CatalogueTakenModel);
    expect(own.slug!.taken).toBe(false);
    await expectRefused(t, () => client.patch(path('WB1011'), { slug: before.slug }), { status: 409, type: PROBLEM_TYPES.catalogueTaken, field: 'slug' });

    // Back to its first address: that is its page again, not a redirect.
    await patch(client, 'WB1010', { slug: before.slug });
    expect((await t.client().get(`/api/catalog/redirects${before.url}`)).status).toBe(404);
  });

  it('changes the key of a draft never on sale, and refuses it once the product has been on the site', async () => {
    const client = await office();
    const made = await client.post('/api/catalogue/products', {
      name: 'Quiet Meadow',
      key: 'WB-MEADOW',
      listings: ['birthday'],
      variants: [{ key: 'WB-MEADOW-STD', name: 'Standard', price: '70' }],
      state: 'draft',
    });
    expect(made.status).toBe(201);
    expect((await read(client, 'WB-MEADOW')).keyEditable).toBe(true);
    const renamed = await patch(client, 'WB-MEADOW', { key: 'WB-MEADOW-2', slug: 'quiet-meadow-bouquet' });
    expect(renamed).toMatchObject({ key: 'WB-MEADOW-2', sku: 'WB-MEADOW-2', slug: 'quiet-meadow-bouquet' });
    // A draft has had no page: its old address redirects nowhere.
    expect((await t.client().get('/api/catalog/redirects/flowers/quiet-meadow')).status).toBe(404);

    await patch(client, 'WB-MEADOW-2', { state: 'onSale' });
    await patch(client, 'WB-MEADOW-2', { state: 'draft' });
    expect((await read(client, 'WB-MEADOW-2')).keyEditable).toBe(false);
    await expectRefused(t, () => client.patch(path('WB-MEADOW-2'), { key: 'WB-MEADOW-3' }), { status: 422, type: PROBLEM_TYPES.validation, field: 'key' });
    await expectRefused(t, () => client.patch(path('WB1012'), { key: 'WB1013' }), { status: 422, type: PROBLEM_TYPES.validation, field: 'key' });
  });

  it.each([
    [{ slug: 'Not A Slug' }, 'slug', 422],
    [{ slug: '' }, 'slug', 422],
    [{ slug: 'x'.repeat(81) }, 'slug', 422],
    [{ key: 'has space' }, 'key', 422],
    [{ variants: [{ key: 'WB1014-STD', name: '' }] }, 'variants.0.name', 422],
    [{ variants: [{ key: 'WB1014-STD', guide: 42 }] }, 'variants.0.guide', 422],
    [{ facets: { occasion: ['not-an-occasion'] } }, 'facets.occasion', 422],
    [{ facets: { occasion: 'birthday' } }, 'facets.occasion', 422],
    [{ facets: { productType: [] } }, 'facets.productType', 422],
    [{ tag: 'Made Up Tag' }, 'tag', 422],
    [{ tag: 'x'.repeat(41) }, 'tag', 422],
    [{ addons: { offer: 'some' } }, 'addons.offer', 422],
    [{ addons: { offer: 'chosen', keys: [] } }, 'addons.keys', 422],
    [{ addons: { offer: 'chosen', keys: ['no-such-addon'] } }, 'addons.keys', 422],
  ])('refuses %j naming %s, and writes nothing', async (body, field, status) => {
    const client = await office();
    await expectRefused(t, () => client.patch(path('WB1014'), body), { status, type: PROBLEM_TYPES.validation, field });
  });

  it('refuses a size name another size of the product has', async () => {
    const client = await office();
    const product = await read(client, 'WB1014');
    const [a, b] = product.variants;
    await expectRefused(t, () => client.patch(path('WB1014'), { variants: [{ key: b!.key, name: a!.name.toUpperCase() }] }), { status: 422, type: PROBLEM_TYPES.validation, field: 'variants.0.name' });
  });
});

describe('sizes, guides, facets and tag', () => {
  it('renames sizes (two may swap), keeps a sanitised guide, and records both in shop words', async () => {
    const client = await office();
    const before = await read(client, 'WB1015');
    const [a, b] = before.variants;
    const after = await patch(client, 'WB1015', {
      variants: [
        { key: a!.key, name: b!.name, guide: '<p>Use <strong>six</strong> stems</p><script>alert(1)</script><p onclick="x()">Tie with raffia</p>' },
        { key: b!.key, name: a!.name },
      ],
    });
    expect(after.variants.slice(0, 2).map((size) => size.name)).toEqual([b!.name, a!.name]);
    expect(after.variants[0]!.guide).toBe('<p>Use <strong>six</strong> stems</p><p>Tie with raffia</p>');
    expect(after.changes[0]!.fields).toEqual(
      expect.arrayContaining([
        { field: `variants.${a!.key}.label`, label: `Name of size ${a!.name}`, before: a!.name, after: b!.name },
        expect.objectContaining({ field: `variants.${a!.key}.guide`, label: `Florist's guide for ${b!.name}`, after: expect.stringMatching(/^(Written|Rewritten)$/) }),
      ]),
    );
    const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.key, a!.key));
    expect(row!.workroomGuide).toBe('<p>Use <strong>six</strong> stems</p><p>Tie with raffia</p>');
    // Shown to florists on the product's page (its data).
    await expect
      .poll(async () => ((await (await t.client().get(`/api/catalog/product-pages${before.url}`)).json()) as { workroomGuides: { variant: string }[] }).workroomGuides.map((g) => g.variant), {
        timeout: 10_000,
      })
      .toContain(b!.name);
    // An empty editor clears it.
    const cleared = await patch(client, 'WB1015', { variants: [{ key: a!.key, guide: '<p></p>' }] });
    expect(cleared.variants[0]!.guide).toBe('');
  });

  it('sets occasions and a tag in use, says which listings show it, and the listings follow', async () => {
    const client = await office();
    const before = await read(client, 'WB1016');
    const listed = async () => ((await (await t.client().get('/api/products?occasion=sympathy&limit=1')).json()) as { total: number }).total;
    const sympathyBefore = await listed();
    const tags = before.choices.tags;
    expect(tags.length).toBeGreaterThan(0);
    const after = await patch(client, 'WB1016', { facets: { occasion: ['sympathy', 'thank-you'] }, tag: tags[0] });
    expect(after.facets.occasion).toEqual(['sympathy', 'thank-you']);
    expect(after.tag).toBe(tags[0]);
    expect(after.appearsIn.map((listing) => listing.slug)).toContain('sympathy');
    expect(after.changes[0]!.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'facets.occasion', label: 'Occasion', after: 'Sympathy, Thank You' })]));
    expect(before.facets.occasion).not.toContain('sympathy');
    await expect.poll(listed, { timeout: 10_000 }).toBe(sympathyBefore + 1);
    const none = await patch(client, 'WB1016', { tag: null });
    expect(none.tag).toBeNull();
  });

  it('keeps the price band right when a price moves', async () => {
    const client = await office();
    const product = await read(client, 'WB1017');
    await patch(client, 'WB1017', { variants: product.variants.map((size, index) => ({ key: size.key, price: index === 0 ? '210' : '250' })) });
    const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.key, 'WB1017'));
    const bands = await t.database.db.select().from(productFacets).where(eq(productFacets.productId, row!.id));
    expect(bands.filter((facet) => facet.facet === 'price').map((facet) => facet.value)).toEqual(['200-plus']);
  });
});

describe('the add-ons a product offers', () => {
  const addonsOf = async (key: string) => {
    const response = await t.client().get(`/api/products/${key}/addons?suburbId=${KEW}&deliveryDate=${FRIDAY}`);
    return (await readAs(response, AddonsResponseModel)).categories.flatMap((category) => category.addons.map((addon) => addon.key));
  };

  it('offers every add-on until told otherwise, then only those chosen, which the cart enforces', async () => {
    const client = await office();
    const before = await read(client, 'WB1001');
    expect(before.addons).toEqual({ offer: 'all', keys: [] });
    const all = await addonsOf('WB1001');
    expect(all).toContain('rocky-road');
    const after = await patch(client, 'WB1001', { addons: { offer: 'chosen', keys: ['teddy-bear'] } });
    expect(after.addons).toEqual({ offer: 'chosen', keys: ['teddy-bear'] });
    expect(after.changes[0]!.fields).toEqual([expect.objectContaining({ field: 'addons', label: 'Add-ons offered', before: 'All add-ons' })]);
    await expect.poll(() => addonsOf('WB1001'), { timeout: 10_000 }).toEqual(['teddy-bear']);

    const cart = await newCart(t);
    const lines = await withLines(cart, lineBody());
    const lineItemId = lines.lineItems[0]!.lineItemId;
    const add = (variantId: string) => cart.client.post(`${cart.path}/line-items/${lineItemId}/addons`, { quantity: 1, variantId, productKey: 'WB1001', suburbId: KEW });
    await expectRefused(t, () => add('ADD-ROCKY-ROAD'), { status: 422, type: PROBLEM_TYPES.addonNotOffered, field: 'variantId' });
    const [teddy] = await t.database.db.select({ variantId: addons.variantId }).from(addons).where(eq(addons.key, 'teddy-bear'));
    expect((await add(teddy!.variantId)).status).toBe(200);

    await patch(client, 'WB1001', { addons: { offer: 'none' } });
    await expect.poll(() => addonsOf('WB1001'), { timeout: 10_000 }).toEqual([]);
    await patch(client, 'WB1001', { addons: { offer: 'all' } });
    await expect.poll(async () => (await addonsOf('WB1001')).length, { timeout: 10_000 }).toBe(all.length);
  });
});

describe('new products from a CSV file', () => {
  const HEADINGS = ['Handle', 'Title', 'Body (HTML)', 'Status', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Price'];
  const send = (client: ApiClient, rows: string[][], query = '?dryRun=true') =>
    client.request('POST', `/api/catalogue/imports${query}`, { rawBody: stringify([HEADINGS, ...rows]), headers: { 'content-type': 'text/csv' } });

  it('lists a handle no product has as new in the dry run, then makes it with its sizes, all or nothing', async () => {
    const client = await office();
    const rows = [
      ['WB-CSV-NEW', 'Morning Light', '<p>Soft yellows.</p>', 'active', 'Size', 'Standard', 'WB-CSV-NEW-STD', '65.00'],
      ['WB-CSV-NEW', '', '', '', 'Size', 'Deluxe', 'WB-CSV-NEW-DLX', '$95'],
    ];
    const dry = await readAs(await send(client, rows), CatalogueImportReportModel);
    expect(dry).toMatchObject({ applied: false, products: 1, created: 1, sizes: 2, errorCount: 0 });
    expect(dry.changes[0]).toMatchObject({ key: 'WB-CSV-NEW', name: 'Morning Light', isNew: true });
    expect((await client.get(path('WB-CSV-NEW'))).status).toBe(404);

    // A bad row anywhere: nothing is made.
    const bad = [...rows, ['WB1001', 'x', '', '', 'Size', 'Standard', 'WB1001-STD', '0']];
    await expectRefused(t, () => send(client, bad, ''), { status: 422, type: PROBLEM_TYPES.catalogueImportInvalid, field: 'rows.4.Variant Price' });

    const applied = await readAs(await send(client, rows, ''), CatalogueImportReportModel);
    expect(applied).toMatchObject({ applied: true, created: 1 });
    const made = await read(client, 'WB-CSV-NEW');
    expect(made).toMatchObject({ name: 'Morning Light', description: '<p>Soft yellows.</p>', state: 'onSale', slug: 'morning-light' });
    expect(made.variants.map((size) => [size.name, size.price.centAmount])).toEqual([
      ['Standard', 6500],
      ['Deluxe', 9500],
    ]);
    expect(made.changes[0]!.fields[0]).toEqual({ field: 'created', label: 'Created', before: '', after: 'On sale' });
  });

  it('says each new product error by row and column', async () => {
    const client = await office();
    const rows = [
      ['bad handle', 'Title', '<p>x</p>', 'active', 'Size', 'Standard', 'BAD-STD', '10'],
      ['WB-CSV-2', '', '', 'archived', 'Size', '', 'WB1001-STD', '10'],
    ];
    const dry = await readAs(await send(client, rows), CatalogueImportReportModel);
    expect(dry.errors).toEqual([
      { row: 2, column: 'Handle', message: "A new product's Handle may hold letters, digits and '-' only, at most 40 characters." },
      { row: 3, column: 'Title', message: 'Title is required for a new product.' },
      { row: 3, column: 'Body (HTML)', message: 'Body (HTML) is required for a new product.' },
      { row: 3, column: 'Status', message: 'A new product starts as draft or active.' },
      { row: 3, column: 'Option1 Value', message: 'Option1 Value is required: the name of the size.' },
      { row: 3, column: 'Variant SKU', message: 'Another size already has the key wb1001-std.' },
    ]);
  });
});
