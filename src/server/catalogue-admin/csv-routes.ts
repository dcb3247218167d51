import { Hono } from 'hono';
import { CatalogueCsvQueryModel, CatalogueImportQueryModel } from '../../lib/api/contracts/catalogue-csv';
import { requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseQuery } from '../http/validate';
import { csvFilename, exportCatalogueCsv } from './csv-export';
import { csvBody, importCatalogueCsv } from './csv-import';

/**
 * The catalogue as a CSV file (Flowerline only, the role checked by
 * routes.ts; docs/adr/0758):
 * GET /api/catalogue/products.csv: the list's filters, one row per size, as a download.
 * POST /api/catalogue/imports[?dryRun=true]: a CSV body; the report of what it changes (or would).
 */
export const catalogueCsvRoutes = new Hono()
  .get('/catalogue/products.csv', async (c) => {
    const query = parseQuery(c, CatalogueCsvQueryModel);
    const csv = await exportCatalogueCsv(c.var.db, query);
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${csvFilename(requestContext(c).shopper.now)}"` });
  })
  .post('/catalogue/imports', async (c) => {
    const { dryRun } = parseQuery(c, CatalogueImportQueryModel);
    const user = requireUser(c);
    const text = await csvBody(c);
    return c.json(await importCatalogueCsv(c.var.db, text, { dryRun, user, now: requestContext(c).shopper.now }));
  });
