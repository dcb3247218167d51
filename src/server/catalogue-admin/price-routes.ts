import { Hono } from 'hono';
import { PriceChangeRequestModel, PricePreviewRequestModel } from '../../lib/api/contracts/catalogue-prices';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody } from '../http/validate';
import './price-change-job';
import { cancelPriceChange, changeId, createPriceChange, listPriceChanges, previewPriceChange, undoPriceChange } from './price-changes';
import { priceChoices } from './price-selection';

/**
 * Bulk and scheduled price changes (Flowerline only; docs/adr/0757):
 * GET /api/catalogue/price-changes: the latest changes, newest first.
 * GET /api/catalogue/price-changes/choices: the listings, tags and size names to choose from.
 * POST /api/catalogue/price-changes/preview: every size taken, its price now and after; nothing written.
 * POST /api/catalogue/price-changes: made now, or scheduled for `at` (201).
 * POST /api/catalogue/price-changes/{id}/undo: the prices put back (sizes changed since are left).
 * POST /api/catalogue/price-changes/{id}/cancel: a scheduled change not made.
 */
export const priceChangeRoutes = new Hono()
  .use('/catalogue/price-changes', requireRole(...ACCESS.flowerline))
  .use('/catalogue/price-changes/*', requireRole(...ACCESS.flowerline))
  .get('/catalogue/price-changes', async (c) => c.json(await listPriceChanges(c.var.db)))
  .get('/catalogue/price-changes/choices', async (c) => c.json(await priceChoices(c.var.db)))
  .post('/catalogue/price-changes/preview', async (c) => c.json(await previewPriceChange(c.var.db, await parseBody(c, PricePreviewRequestModel))))
  .post('/catalogue/price-changes', async (c) => {
    const request = await parseBody(c, PriceChangeRequestModel);
    return c.json(await createPriceChange(c.var.db, request, requireUser(c), requestContext(c).shopper.now), 201);
  })
  .post('/catalogue/price-changes/:id/undo', async (c) => c.json(await undoPriceChange(c.var.db, changeId(c.req.param('id')), requireUser(c), requestContext(c).shopper.now)))
  .post('/catalogue/price-changes/:id/cancel', async (c) => c.json(await cancelPriceChange(c.var.db, changeId(c.req.param('id')), requireUser(c), requestContext(c).shopper.now)));
