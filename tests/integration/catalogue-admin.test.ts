import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CatalogueListModel, CatalogueProductModel, type CatalogueProduct } from '../../src/lib/api/contracts/catalogue';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { formatPrice } from '../../src/lib/domain/money';
import { catalogueChanges, products, productVariants } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { cartOf, expectRefused, lineBody, newCart, withLines } from './cart-actions-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** The head office's catalogue API (docs/adr/0725): list, read, change, with every change recorded. */
const t = useTestApp({ frozenClock: true });
const KEY = 'WB1001';
const path = (key = KEY) => `/api/catalogue/products/${key}`;

async function office(): Promise<ApiClient> {
  return signedInClient(t, 'flowerline');
}
const read = async (client: ApiClient, key = KEY): Promise<CatalogueProduct> => readAs(await client.get(path(key)), CatalogueProductModel);

/** The public sizes of a product, as the product page and the cart read them. */
async function publicPrices(key = KEY): Promise<number[]> {
  const response = await t.client().get(`/api/products/${key}/variants`);
  const body = (await response.json()) as { variants: { price: { centAmount: number } }[] };
  return body.variants.map((variant) => variant.price.centAmount);
}

describe('the catalogue list', () => {
  it('finds products by name, key or SKU, by state, sorted and paged', async () => {
    const client = await office();
    const all = await readAs(await client.get('/api/catalogue/products?limit=5'), CatalogueListModel);
    expect(all.results).toHaveLength(5);
    expect(all.total).toBeGreaterThan(300);
    const names = all.results.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const product = await read(client);
    const byKey = await readAs(await client.get(`/api/catalogue/products?text=${KEY.toLowerCase()}`), CatalogueListModel);
    expect(byKey.results.map((row) => row.key)).toContain(KEY);
    const bySku = await readAs(await client.get(`/api/catalogue/products?text=${encodeURIComponent(product.sku)}`), CatalogueListModel);
    expect(bySku.results.map((row) => row.key)).toContain(KEY);
    const byName = await readAs(await client.get(`/api/catalogue/products?text=${encodeURIComponent(product.name.slice(0, 8))}`), CatalogueListModel);
    expect(byName.results.map((row) => row.key)).toContain(KEY);
    // % and _ are letters here, not patterns.
    expect((await readAs(await client.get('/api/catalogue/products?text=%25'), CatalogueListModel)).total).toBe(0);

    const dearest = await readAs(await client.get('/api/catalogue/products?sort=price&sortDir=desc&limit=3'), CatalogueListModel);
    const prices = dearest.results.map((row) => row.priceFrom.centAmount);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const next = await readAs(await client.get('/api/catalogue/products?sort=price&sortDir=desc&limit=3&offset=3'), CatalogueListModel);
    expect(next.results[0]!.priceFrom.centAmount).toBeLessThanOrEqual(prices.at(-1)!);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['state=gone', 'state'],
    ['sort=colour', 'sort'],
    [`text=${'x'.repeat(101)}`, 'text'],
    ['text=a&text=b', 'text'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const client = await office();
    const response = await client.get(`/api/catalogue/products?${query}`);
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { type: string; errors: Record<string, string> };
    expect(problem.type).toBe(PROBLEM_TYPES.validation);
    expect(Object.keys(problem.errors)).toContain(field);
  });
});

describe('changing a product', () => {
  it('changes a size price, records who changed what, and the shop sells at the new price', async () => {
    const client = await office();
    const before = await read(client);
    const size = before.variants[0]!;
    const response = await client.patch(path(), { variants: [{ key: size.key, price: '71.95' }] });
    expect(response.status).toBe(200);
    const after = await readAs(response, CatalogueProductModel);
    expect(after.variants[0]!.price.centAmount).toBe(7195);
    expect(after.changes[0]).toMatchObject({ by: 'Priya Sharma', fields: [{ label: `Price of ${size.name}`, before: size.price.formattedPrice, after: '$71.95' }] });
    await expect.poll(async () => (await publicPrices())[0], { timeout: 10_000 }).toBe(7195);
  });

  it('a line added after a price change takes the new price; a line already in a cart is re-priced when the cart is read, saying the price before', async () => {
    const client = await office();
    const product = await read(client, 'WB1006');
    const size = product.variants[0]!;
    const earlier = await newCart(t);
    await withLines(earlier, lineBody({ productKey: 'WB1006', variantKey: size.key }));
    expect((await client.patch(path('WB1006'), { variants: [{ key: size.key, price: (size.price.amount + 5).toFixed(2) }] })).status).toBe(200);
    const later = await newCart(t);
    await expect
      .poll(async () => (await withLines(later, lineBody({ productKey: 'WB1006', variantKey: size.key }))).lineItems.at(-1)!.price.centAmount, { timeout: 10_000 })
      .toBe(size.price.centAmount + 500);
    const [line] = (await cartOf(earlier)).lineItems;
    expect(line!.price.centAmount).toBe(size.price.centAmount + 500);
    expect(line!.priceBefore?.centAmount).toBe(size.price.centAmount);
  });

  it('takes a product off sale and back: it leaves and rejoins the listings and search', async () => {
    const client = await office();
    const product = await read(client, 'WB1002');
    const inSearch = async () => {
      const body = (await (await t.client().get(`/api/search?text=${encodeURIComponent(product.name)}`)).json()) as { products?: { results?: { key: string }[] }; results?: { key: string }[] };
      return (body.products?.results ?? body.results ?? []).some((row) => row.key === 'WB1002');
    };
    expect(await inSearch()).toBe(true);
    const off = await readAs(await client.patch(path('WB1002'), { state: 'offSale' }), CatalogueProductModel);
    expect(off.state).toBe('offSale');
    expect(off.changes[0]!.fields).toEqual([{ field: 'state', label: 'Availability', before: 'On sale', after: 'Off sale' }]);
    await expect.poll(inSearch, { timeout: 10_000 }).toBe(false);
    const listed = await readAs(await client.get('/api/catalogue/products?state=offSale&text=WB1002'), CatalogueListModel);
    expect(listed.results.map((row) => row.key)).toEqual(['WB1002']);
    await client.patch(path('WB1002'), { state: 'onSale' });
    await expect.poll(inSearch, { timeout: 10_000 }).toBe(true);
  });

  it('a change that changes nothing records nothing', async () => {
    const client = await office();
    const product = await read(client, 'WB1003');
    const same = await readAs(await client.patch(path('WB1003'), { name: product.name, variants: product.variants.map((v) => ({ key: v.key, price: v.price.amount })) }), CatalogueProductModel);
    expect(same.changes).toEqual(product.changes);
  });

  it.each([
    [{ variants: [{ key: 'NOT-A-SIZE', price: 10 }] }, 'variants.0.key'],
    [{ variants: [{ key: 'WB1004-STD', price: '12.345' }] }, 'variants.0.price'],
    [{ variants: [{ key: 'WB1004-STD', price: -5 }] }, 'variants.0.price'],
    [{ variants: [{ key: 'WB1004-STD', price: 0 }] }, 'variants.0.price'],
    [{ variants: [{ key: 'WB1004-STD', price: 100_000 }] }, 'variants.0.price'],
    [{ variants: [] }, 'variants'],
    [{ variants: 'cheap' }, 'variants'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ state: 'soldOut' }, 'state'],
    [{ description: 42 }, 'description'],
  ])('refuses %j with a 422 naming %s, and changes nothing', async (body, field) => {
    const client = await office();
    await expectRefused(t, () => client.patch(path('WB1004'), body), { status: 422, type: PROBLEM_TYPES.validation, field });
  });

  it('answers 404 for a product that does not exist', async () => {
    const client = await office();
    expect((await client.get(path('WB9999999'))).status).toBe(404);
    expect((await client.patch(path('x'.repeat(300)), { state: 'offSale' })).status).toBe(404);
  });
});

describe('price changes under interleaving', () => {
  it('keeps one true history: each change starts from the price the last left, and the product ends at the last', async () => {
    const clients = [await office(), await office()];
    const { db } = t.database;
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.key, 'WB1005'));
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.tuple(fc.integer({ min: 1000, max: 20_000 }), fc.nat(1)), { minLength: 2, maxLength: 6 }), async (s, changes) => {
        const product = await read(clients[0]!, 'WB1005');
        const size = product.variants[0]!.key;
        const running = changes.map(([cents, who]) =>
          s.schedule(Promise.resolve(cents), `${cents}`).then(async () => {
            const response = await clients[who]!.patch(path('WB1005'), { variants: [{ key: size, price: (cents / 100).toFixed(2) }] });
            expect(response.status).toBe(200);
          }),
        );
        await s.waitAll();
        await Promise.all(running);
        const history = await db.select().from(catalogueChanges).where(eq(catalogueChanges.productId, row!.id)).orderBy(catalogueChanges.id);
        const [variant] = await db.select().from(productVariants).where(eq(productVariants.key, size));
        const [stored] = await db.select().from(products).where(eq(products.id, row!.id));
        const prices = history.flatMap((change) => change.fields.filter((field) => field.field === `variants.${size}.price`));
        for (const [index, change] of prices.entries()) if (index > 0) expect(change.before).toBe(prices[index - 1]!.after);
        if (prices.length) expect(prices.at(-1)!.after).toBe(formatPrice(variant!.priceCents));
        const all = await db.select({ cents: productVariants.priceCents }).from(productVariants).where(eq(productVariants.productId, row!.id));
        expect(stored!.minPriceCents).toBe(Math.min(...all.map((v) => v.cents)));
      }),
      { numRuns: 8, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);
});
