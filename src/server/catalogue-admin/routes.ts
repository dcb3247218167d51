import { Hono } from 'hono';
import { CatalogueListQueryModel, CatalogueNewProductModel, CataloguePatchModel, CataloguePicturesQueryModel, CatalogueTakenQueryModel } from '../../lib/api/contracts/catalogue';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody, parseQuery } from '../http/validate';
import { checkTaken, createCatalogueProduct } from './create';
import { duplicateCatalogueProduct } from './duplicate';
import { getCatalogueProduct, patchCatalogueProduct } from './edit';
import { listCatalogue } from './list';
import { listPictures } from './pictures';
import { priceChangeRoutes } from './price-routes';
import { catalogueCsvRoutes } from './csv-routes';
import { productScheduleRoutes } from './schedule-routes';
import { catalogueListingRoutes } from './listings-routes';

/**
 * The head office's catalogue (Flowerline only; docs/adr/0725):
 * GET /api/catalogue/products: the list, with search, state, sort and paging.
 * GET /api/catalogue/products/{key}: one product's editable fields and its history.
 * PATCH /api/catalogue/products/{key}: name, description, state, sizes (price, name, guide), pictures, address and key, facets and tag, add-ons offered (docs/adr/0761).
 * POST /api/catalogue/products: a new product; POST /api/catalogue/products/{key}/duplicate: a draft copy (create.ts, duplicate.ts).
 * GET /api/catalogue/taken?key=&slug=: whether another product has that key or address.
 * GET /api/catalogue/pictures?search=: the media library's images, to choose a product's pictures from.
 * /api/catalogue/price-changes: bulk and scheduled price changes (price-routes.ts).
 * POST/DELETE /api/catalogue/products/{key}/schedule: a scheduled going on (and off) sale (schedule-routes.ts).
 * GET /api/catalogue/products.csv, POST /api/catalogue/imports: the catalogue as a CSV file (csv-routes.ts).
 * /api/catalogue/listings: the listing pages, their addresses, words and products (listings-routes.ts).
 */
export const catalogueAdminRoutes = new Hono()
  .use('/catalogue/*', requireRole(...ACCESS.flowerline))
  .route('/', priceChangeRoutes)
  .route('/', catalogueCsvRoutes)
  .route('/', productScheduleRoutes)
  .route('/', catalogueListingRoutes)
  .get('/catalogue/products', async (c) => c.json(await listCatalogue(c.var.db, parseQuery(c, CatalogueListQueryModel))))
  .post('/catalogue/products', async (c) => {
    const input = await parseBody(c, CatalogueNewProductModel);
    return c.json(await createCatalogueProduct(c.var.db, input, requireUser(c), requestContext(c).shopper.now), 201);
  })
  .post('/catalogue/products/:key/duplicate', async (c) => c.json(await duplicateCatalogueProduct(c.var.db, c.req.param('key'), requireUser(c), requestContext(c).shopper.now), 201))
  .get('/catalogue/pictures', async (c) => c.json(await listPictures(parseQuery(c, CataloguePicturesQueryModel).search)))
  .get('/catalogue/taken', async (c) => c.json(await checkTaken(c.var.db, parseQuery(c, CatalogueTakenQueryModel))))
  .get('/catalogue/products/:key', async (c) => c.json(await getCatalogueProduct(c.var.db, c.req.param('key'))))
  .patch('/catalogue/products/:key', async (c) => {
    const patch = await parseBody(c, CataloguePatchModel);
    return c.json(await patchCatalogueProduct(c.var.db, c.req.param('key'), patch, requireUser(c), requestContext(c).shopper.now));
  });
