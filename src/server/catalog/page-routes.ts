import { Hono } from 'hono';
import { listingKey, productKey } from '../cache-purge/keys';
import { pageReads, pageShows, recordingPage } from '../content/render/page-reads';
import { notFound } from '../http/problem';
import { countedRead, listingReads } from './listing-reads';
import { listingSelectionsOf } from './listing-selection';
import { getListingFirstPage, getProductPage, listingFilters, listProductPages } from './pages';
import { redirectsOf } from './redirects';

/**
 * What the pre-rendered pages show, read through the API (in-process at
 * build time):
 * GET /api/catalog/product-pages: every product page, and the earlier addresses that answer 301.
 * GET /api/catalog/redirects/{productPrefix}/{slug}: where a product's earlier address points now.
 * GET /api/catalog/product-pages/{productPrefix}/{slug}: one product page.
 * GET /api/catalog/listings/{slug}: a listing slug's facet filters, whether it has a stored choice of products (`listing`, to send with GET /api/products) and its first page.
 * Read for a page being rendered, each records what the page shows and reads (docs/adr/0784).
 */
export const catalogPageRoutes = new Hono()
  .get('/catalog/product-pages', async (c) => c.json({ results: await listProductPages(c.var), redirects: await redirectsOf(c.var.db) }))
  .get('/catalog/redirects/:productPrefix/:slug', async (c) => {
    const { productPrefix, slug } = c.req.param();
    const [redirect] = await redirectsOf(c.var.db, `/${productPrefix}/${slug}`);
    if (!redirect) throw notFound(`No product was at /${productPrefix}/${slug}.`.slice(0, 200));
    return c.json({ location: redirect.to });
  })
  .get('/catalog/product-pages/:productPrefix/:slug', async (c) => {
    const { productPrefix, slug } = c.req.param();
    const page = await getProductPage(c.var, { productPrefix, slug });
    if (!page) throw notFound(`No product page is at /${productPrefix}/${slug}.`.slice(0, 200));
    pageShows(productKey(page.productKey));
    return c.json(page);
  })
  .get('/catalog/listings/:slug{.+}', async (c) => {
    const slug = c.req.param('slug');
    if (slug.length > 300) throw notFound('There is no such listing.');
    const stored = (await listingSelectionsOf(c.var.db)).bySlug.has(slug);
    const firstPage = await getListingFirstPage(c.var, { slug });
    if (recordingPage()) {
      pageShows(listingKey(slug), ...firstPage.results.map((card) => productKey(card.key)));
      pageReads(...[...(await listingReads(c.var, slug)).counted].map(([key, taken]) => countedRead(key, taken)));
    }
    return c.json({ slug, filters: await listingFilters(c.var.db, slug), listing: stored ? slug : null, firstPage });
  });
