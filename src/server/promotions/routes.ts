import { Hono, type Context } from 'hono';
import { PromoCodeNewModel, PromoCodePatchModel, PromoListQueryModel, PromoUsageQueryModel } from '../../lib/api/contracts/promotions';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody, parseQuery } from '../http/validate';
import { AutomaticPromotionNewModel, AutomaticPromotionPatchModel } from '../../lib/api/contracts/automatic-promotions';
import { PromoCodeBatchNewModel, PromoCodeBatchPatchModel } from '../../lib/api/contracts/promo-code-batches';
import { createAutomaticPromotion, getAutomaticPromotion, listAutomaticPromotions, patchAutomaticPromotion } from './automatic';
import { patchPromoCodeBatch } from './batch-switch';
import { batchCodesCsv, batchUsage, batchUsageCsv, createPromoCodeBatch, getPromoCodeBatch, listPromoCodeBatches } from './batches';
import { createPromoCode, getPromoCode, patchPromoCode } from './edit';
import { productPromotions } from './product-promotions';
import { listPromoCodes } from './list';
import { promoCodeUsage, promoUsageCsv, usageFilename } from './usage';

const now = (c: Context) => requestContext(c).shopper.now;

const csvFile = (c: Context, { csv, filename }: { csv: string; filename: string }) =>
  c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` });

async function usageCsv(c: Context) {
  const usage = await promoCodeUsage(c.var.db, c.req.param('code')!);
  return csvFile(c, { csv: promoUsageCsv(usage), filename: usageFilename(usage.code) });
}

const batchUsageFile = async (c: Context) => csvFile(c, await batchUsageCsv(c.var.db, c.req.param('id')!));

/**
 * The head office's promo codes (Flowerline only; docs/adr/0763):
 * GET /api/promotions/promo-codes: the list, with search, state and paging.
 * POST /api/promotions/promo-codes: a new code (201; 409 when taken).
 * GET /api/promotions/promo-codes/{code}: its fields and its history.
 * PATCH /api/promotions/promo-codes/{code}: any field; `active: false` switches it off.
 * GET /api/promotions/promo-codes/{code}/usage[?format=csv], …/usage.csv: uses, orders, revenue and discount, by Melbourne day.
 * GET, POST /api/promotions/promo-code-batches; GET …/{id}/codes.csv, …/{id}/usage[?format=csv], …/{id}/usage.csv: batches of single-use codes (docs/adr/0765).
 * GET, PATCH /api/promotions/promo-code-batches/{id}: a batch with its history; `active` switches all its codes off or on (docs/adr/0780).
 * GET, POST /api/promotions/automatic; GET, PATCH …/{id}: promotions without a code (docs/adr/0765).
 * GET /api/products/{productKey}/promotions (everyone): the promotions running that apply to a product.
 */
export const promotionRoutes = new Hono()
  .use('/promotions/*', requireRole(...ACCESS.flowerline))
  .get('/products/:productKey/promotions', async (c) => c.json(await productPromotions(c.var.db, c.req.param('productKey'), now(c))))
  .get('/promotions/promo-code-batches', async (c) => c.json(await listPromoCodeBatches(c.var.db, now(c))))
  .post('/promotions/promo-code-batches', async (c) => {
    const input = await parseBody(c, PromoCodeBatchNewModel);
    return c.json(await createPromoCodeBatch(c.var.db, input, requireUser(c), now(c)), 201);
  })
  .get('/promotions/promo-code-batches/:id/codes.csv', async (c) => csvFile(c, await batchCodesCsv(c.var.db, c.req.param('id'))))
  .get('/promotions/promo-code-batches/:id/usage.csv', batchUsageFile)
  .get('/promotions/promo-code-batches/:id/usage', async (c) => {
    if (parseQuery(c, PromoUsageQueryModel).format === 'csv') return batchUsageFile(c);
    return c.json(await batchUsage(c.var.db, c.req.param('id')));
  })
  .get('/promotions/promo-code-batches/:id', async (c) => c.json(await getPromoCodeBatch(c.var.db, c.req.param('id'), now(c))))
  .patch('/promotions/promo-code-batches/:id', async (c) => {
    const patch = await parseBody(c, PromoCodeBatchPatchModel);
    return c.json(await patchPromoCodeBatch(c.var.db, c.req.param('id'), patch, requireUser(c), now(c)));
  })
  .get('/promotions/automatic', async (c) => c.json(await listAutomaticPromotions(c.var.db, now(c))))
  .post('/promotions/automatic', async (c) => {
    const input = await parseBody(c, AutomaticPromotionNewModel);
    return c.json(await createAutomaticPromotion(c.var.db, input, requireUser(c), now(c)), 201);
  })
  .get('/promotions/automatic/:id', async (c) => c.json(await getAutomaticPromotion(c.var.db, c.req.param('id'), now(c))))
  .patch('/promotions/automatic/:id', async (c) => {
    const patch = await parseBody(c, AutomaticPromotionPatchModel);
    return c.json(await patchAutomaticPromotion(c.var.db, c.req.param('id'), patch, requireUser(c), now(c)));
  })
  .get('/promotions/promo-codes', async (c) => c.json(await listPromoCodes(c.var.db, parseQuery(c, PromoListQueryModel), now(c))))
  .post('/promotions/promo-codes', async (c) => {
    const input = await parseBody(c, PromoCodeNewModel);
    return c.json(await createPromoCode(c.var.db, input, requireUser(c), now(c)), 201);
  })
  .get('/promotions/promo-codes/:code/usage.csv', usageCsv)
  .get('/promotions/promo-codes/:code/usage', async (c) => {
    if (parseQuery(c, PromoUsageQueryModel).format === 'csv') return usageCsv(c);
    return c.json(await promoCodeUsage(c.var.db, c.req.param('code')));
  })
  .get('/promotions/promo-codes/:code', async (c) => c.json(await getPromoCode(c.var.db, c.req.param('code'), now(c))))
  .patch('/promotions/promo-codes/:code', async (c) => {
    const patch = await parseBody(c, PromoCodePatchModel);
    return c.json(await patchPromoCode(c.var.db, c.req.param('code'), patch, requireUser(c), now(c)));
  });
