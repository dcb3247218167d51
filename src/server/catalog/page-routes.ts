import { Hono } from 'hono';
import { notFound } from '../http/problem';
import { listingFiltersForSlug } from './listing-slug';
import { getListingFirstPage, getProductPage, listProductPages } from './pages';

/**
 * What the pre-rendered pages show, read through the API (in-process at
 * build time):
 * GET /api/catalog/product-pages: every product page.
 * GET /api/catalog/product-pages/{productPrefix}/{slug}: one product page.
 * GET /api/catalog/listings/{slug}: a listing slug's facet filters and its first page.
 */
export const catalogPageRoutes = new Hono()
  .get('/catalog/product-pages', async (c) => c.json({ results: await listProductPages(c.var) }))
  .get('/catalog/product-pages/:productPrefix/:slug', async (c) => {
    const { productPrefix, slug } = c.req.param();
    const page = await getProductPage(c.var, { productPrefix, slug });
    if (!page) throw notFound(`No product page is at /${productPrefix}/${slug}.`.slice(0, 200));
    return c.json(page);
  })
  .get('/catalog/listings/:slug{.+}', async (c) => {
    const slug = c.req.param('slug');
    if (slug.length > 300) throw notFound('There is no such listing.');
    return c.json({ slug, filters: listingFiltersForSlug(slug), firstPage: await getListingFirstPage(c.var, { slug }) });
  });
