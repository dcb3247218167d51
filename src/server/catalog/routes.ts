import { Hono, type Context } from 'hono';
import { AddonsQueryModel, ProductListingQueryModel, VariantsQueryModel } from '../../lib/api/contracts/catalog-queries';
import { requestContext } from '../http/context';
import { parseQuery } from '../http/validate';
import { productAddons } from './addons';
import { productKeyParam } from './product-key';
import { listProductsJson } from './service';
import { productVariants } from './variants';

/** The query string exactly as sent (the listing and search caches key on it). */
export const rawQueryOf = (c: Context) => c.req.url.slice(c.req.url.indexOf('?') + 1 || c.req.url.length);
const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

/**
 * GET /api/products: the filtered, sorted, paged listing with facet counts.
 * GET /api/products/{productKey}/variants: sizes in order and the fees of the chosen delivery.
 * GET /api/products/{productKey}/addons?CartId=..&SelectedAddonsKeys=..: add-on categories for the delivery.
 */
export const productRoutes = new Hono()
  .get('/products', async (c) => {
    const body = await listProductsJson(requestContext(c), { rawQuery: rawQueryOf(c), parse: () => parseQuery(c, ProductListingQueryModel) });
    return c.body(body, 200, JSON_TYPE);
  })
  .get('/products/:productKey/variants', async (c) => {
    const productKey = productKeyParam(c.req.param('productKey'));
    return c.json(await productVariants(requestContext(c), { productKey, query: parseQuery(c, VariantsQueryModel) }));
  })
  .get('/products/:productKey/addons', async (c) => {
    const productKey = productKeyParam(c.req.param('productKey'));
    return c.json(await productAddons(requestContext(c), { productKey, query: parseQuery(c, AddonsQueryModel) }));
  });
