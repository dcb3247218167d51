import { Hono, type Context } from 'hono';
import { PromoCodeNewModel, PromoCodePatchModel, PromoListQueryModel, PromoUsageQueryModel } from '../../lib/api/contracts/promotions';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody, parseQuery } from '../http/validate';
import { createPromoCode, getPromoCode, patchPromoCode } from './edit';
import { listPromoCodes } from './list';
import { promoCodeUsage, promoUsageCsv, usageFilename } from './usage';

const now = (c: Context) => requestContext(c).shopper.now;

async function usageCsv(c: Context) {
  const usage = await promoCodeUsage(c.var.db, c.req.param('code')!);
  return c.body(promoUsageCsv(usage), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${usageFilename(usage.code)}"` });
}

/**
 * The head office's promo codes (Flowerline only; docs/adr/0763):
 * GET /api/promotions/promo-codes: the list, with search, state and paging.
 * POST /api/promotions/promo-codes: a new code (201; 409 when taken).
 * GET /api/promotions/promo-codes/{code}: its fields and its history.
 * PATCH /api/promotions/promo-codes/{code}: any field; `active: false` switches it off.
 * GET /api/promotions/promo-codes/{code}/usage[?format=csv], …/usage.csv: uses, orders, revenue and discount, by Melbourne day.
 */
export const promotionRoutes = new Hono()
  .use('/promotions/*', requireRole(...ACCESS.flowerline))
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
