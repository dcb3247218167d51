import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { FRIDAY, KEW } from './catalog-fixtures';
import { readAs } from './read';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { ProductListingModel, ProductPageModel } from '../../src/lib/api/contracts/products';
import { SearchResponseModel } from '../../src/lib/api/contracts/search';
import { VariantsResponseModel } from '../../src/lib/api/contracts/variants';
import { rowsOf } from '../../src/server/db/client';
import { loadScaleData, type ScaleCounts, type ScaleReport } from '../../db/seed/scale';
import { scaleCatalog } from '../../db/seed/data/scale-catalog';
import { scalePages } from '../../db/seed/data/scale-pages';
import { productImage } from '../../db/seed/data/types';

// The demo orders are what the order loader copies.
const t = useTestApp({ frozenClock: true, demoOrders: true });
const ADDED = { products: 50, pages: 5, orders: 200 };

const count = async (from: string) => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${from}`)))[0]!.n);
const TABLES = ['products', 'product_variants', 'product_facets', 'search_terms', 'content_documents', 'content_changes', 'carts', 'orders', 'order_lines'];
const fingerprint = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await count(table)] as const)));

const graphql = async (query: string) => {
  const response = await t.client().request('POST', '/api/graphql', { body: { query } });
  expect(response.status).toBe(200);
  // The content API answers each query in its own shape; the assertions read into it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return ((await response.json()) as { data: Record<string, any> }).data;
};

let before: ScaleCounts;
let first: ScaleReport;
let afterFirst: Record<string, number>;
let second: ScaleReport;

beforeAll(async () => {
  before = { products: await count('products'), pages: await count(`content_documents where model = 'Page'`), orders: await count('orders') };
  const counts = { products: before.products + ADDED.products, pages: before.pages + ADDED.pages, orders: before.orders + ADDED.orders };
  first = await loadScaleData(t.database.db, counts);
  afterFirst = await fingerprint();
  second = await loadScaleData(t.database.db, counts);
});

describe('the scale data set (npm run seed -- --scale), on a small size', () => {
  it('tops products, pages and orders up to the counts asked for, and a second run adds nothing', async () => {
    for (const name of ['products', 'pages', 'orders'] as const) {
      expect(first[name], name).toMatchObject({ added: ADDED[name], total: before[name] + ADDED[name] });
      expect(second[name], name).toMatchObject({ added: 0, total: before[name] + ADDED[name] });
    }
    expect(await fingerprint()).toEqual(afterFirst);
    // Each copied order has its cart and its lines, and a number of its own.
    expect(await count(`orders o where o.anonymous_id like 'scale-%' and exists (select 1 from carts c where c.id = o.cart_id and c.order_id = o.id)`)).toBe(ADDED.orders);
    expect(await count(`orders o where o.anonymous_id like 'scale-%' and not exists (select 1 from order_lines l where l.order_id = o.id)`)).toBe(0);
    expect(await count(`orders where order_number = 'WB5000001'`)).toBe(1);
  });

  it('lists the new products and finds them by the words of their names', async () => {
    const listing = await readAs(await t.client().get('/api/products?limit=48'), ProductListingModel);
    expect(listing.total).toBe(before.products + ADDED.products);
    const generated = scaleCatalog(ADDED.products);
    for (const product of [generated[0]!, generated[ADDED.products - 1]!]) {
      const response = await t.client().get(`/api/search?text=${encodeURIComponent(product.name)}&limit=48`);
      expect(response.status).toBe(200);
      const found = await readAs(response, SearchResponseModel);
      expect(
        found.results.map((r) => r.key),
        product.name,
      ).toContain(product.key);
    }
  });

  it('gives a new product its page, its sizes with their fees, and a cart line', async () => {
    const product = scaleCatalog(1)[0]!;
    const page = await readAs(await t.client().get(`/api/catalog/product-pages/${product.productType}/${product.slug}`), ProductPageModel);
    expect(page).toMatchObject({ productKey: product.key, name: product.name });
    expect(page.images[0]!.url).toBe(productImage(product.imageSlug!));
    const response = await t.client().get(`/api/products/${product.key}/variants?suburbId=${KEW}&deliveryDate=${FRIDAY}`);
    expect(response.status).toBe(200);
    const variants = await readAs(response, VariantsResponseModel);
    expect(variants.variants.map((v) => v.label)).toEqual(product.variants.map((v) => v.label));
    expect(variants.variants.map((v) => v.price.centAmount)).toEqual(product.variants.map((v) => v.priceCents));
    expect(variants.deliveryFee).not.toBeNull();

    const client = t.client();
    const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
    const added = await client.post(`/api/carts/${cartId}/line-items`, { productKey: product.key, variantKey: `${product.key}-STD`, deliveryDate: FRIDAY, quantity: 1, suburbId: KEW });
    expect(added.status).toBe(200);
    const cart = await readAs(added, CartModel);
    expect(cart.lineItems.map((line) => line.productKey)).toEqual([product.key]);
  });

  it('serves the new pages through the content API', async () => {
    const data = await graphql('{ pagesConnection { aggregate { count } } }');
    expect(data.pagesConnection.aggregate.count).toBe(await count(`content_documents where model = 'Page' and published is not null`));
    expect(await count(`content_documents where model = 'Page' and id like 'page-scale-%' and published is not null`)).toBe(ADDED.pages);
    for (const { fields } of scalePages(2)) {
      const { page } = await graphql(`{ page(where: { slug: ${JSON.stringify(fields.slug)} }) { title template { __typename } } }`);
      expect(page).toEqual({ title: fields.title, template: { __typename: (fields.template as { __typename: string }).__typename } });
    }
  });
});
