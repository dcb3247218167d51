import { Hono, type Context } from 'hono';
import { ClosedDateNewModel, CutoffRuleNewModel, FeeRuleNewModel, PeakDayNewModel } from '../../lib/api/contracts/delivery-rules';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody } from '../http/validate';
import { deliveryRulesView, setClosedDate, setCutoffRule, setFeeRule, setPeakDay } from './service';

const now = (c: Context) => requestContext(c).shopper.now;

/**
 * Flowerline's delivery rules (Flowerline only; docs/adr/0774):
 * GET /api/delivery-rules: fees, cutoffs, closed dates, peak days and the history of changes.
 * POST /api/delivery-rules/fees: a zone's fee (or the Saturday surcharge) from a date.
 * POST /api/delivery-rules/cutoffs: the same-day cutoffs from a date.
 * POST /api/delivery-rules/closed-dates: a date closed, with the reason shoppers read.
 * POST /api/delivery-rules/peak-days: a named surcharge on a date.
 */
export const deliveryRuleRoutes = new Hono()
  .use('/delivery-rules/*', requireRole(...ACCESS.flowerline))
  .use('/delivery-rules', requireRole(...ACCESS.flowerline))
  .get('/delivery-rules', async (c) => c.json(await deliveryRulesView(c.var.db)))
  .post('/delivery-rules/fees', async (c) => {
    await setFeeRule(c.var.db, await parseBody(c, FeeRuleNewModel), requireUser(c), now(c));
    return c.json(await deliveryRulesView(c.var.db, true), 201);
  })
  .post('/delivery-rules/cutoffs', async (c) => {
    await setCutoffRule(c.var.db, await parseBody(c, CutoffRuleNewModel), requireUser(c), now(c));
    return c.json(await deliveryRulesView(c.var.db, true), 201);
  })
  .post('/delivery-rules/closed-dates', async (c) => {
    await setClosedDate(c.var.db, await parseBody(c, ClosedDateNewModel), requireUser(c), now(c));
    return c.json(await deliveryRulesView(c.var.db, true), 201);
  })
  .post('/delivery-rules/peak-days', async (c) => {
    await setPeakDay(c.var.db, await parseBody(c, PeakDayNewModel), requireUser(c), now(c));
    return c.json(await deliveryRulesView(c.var.db, true), 201);
  });
