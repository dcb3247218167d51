import { Hono } from 'hono';
import { CatalogueListQueryModel, CataloguePatchModel } from '../../lib/api/contracts/catalogue';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody, parseQuery } from '../http/validate';
import { getCatalogueProduct, patchCatalogueProduct } from './edit';
import { listCatalogue } from './list';

/**
 * The head office's catalogue (Flowerline only; docs/adr/0725):
 * GET /api/catalogue/products: the list, with search, state, sort and paging.
 * GET /api/catalogue/products/{key}: one product's editable fields and its history.
 * PATCH /api/catalogue/products/{key}: name, description, state, size prices.
 */
export const catalogueAdminRoutes = new Hono()
  .use('/catalogue/*', requireRole(...ACCESS.flowerline))
  .get('/catalogue/products', async (c) => c.json(await listCatalogue(c.var.db, parseQuery(c, CatalogueListQueryModel))))
  .get('/catalogue/products/:key', async (c) => c.json(await getCatalogueProduct(c.var.db, c.req.param('key'))))
  .patch('/catalogue/products/:key', async (c) => {
    const patch = await parseBody(c, CataloguePatchModel);
    return c.json(await patchCatalogueProduct(c.var.db, c.req.param('key'), patch, requireUser(c), requestContext(c).shopper.now));
  });
