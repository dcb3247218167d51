import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  ClosedDateNewModel,
  CutoffRuleKeyModel,
  CutoffRuleNewModel,
  FeeRuleKeyModel,
  FeeRuleNewModel,
  OpenDateNewModel,
  PeakDayNewModel,
  RuleDayKeyModel,
} from '../../lib/api/contracts/delivery-rules';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { badRequest, fieldErrors } from '../http/problem';
import { parseBody } from '../http/validate';
import { removeClosedDate, removeCutoffRule, removeFeeRule, removeOpenDate, removePeakDay } from './remove';
import { setClosedDate, setCutoffRule, setFeeRule, setOpenDate, setPeakDay } from './service';
import { deliveryRulesView } from './view';

const now = (c: Context) => requestContext(c).shopper.now;
const view = (c: Context, fresh = false) => deliveryRulesView(c.var.db, now(c), fresh);

/** The entry a path names, checked as a body is; a bad segment is a 400 naming it. */
function parsePath<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw badRequest('Some parts of the address are not valid.', fieldErrors(result.error));
  return result.data;
}

/**
 * Flowerline's delivery rules (Flowerline only; docs/adr/0774):
 * GET /api/delivery-rules: fees, cutoffs, closed dates, peak days (each with its words and whether it is in force today) and the history of changes.
 * POST /api/delivery-rules/fees: a zone's fee (or the Saturday surcharge, zone `saturday`) from a date.
 * POST /api/delivery-rules/cutoffs: the same-day cutoffs from a date.
 * POST /api/delivery-rules/closed-dates: a date closed, with the reason shoppers read.
 * POST /api/delivery-rules/open-dates: a Sunday or public holiday opened for the florists' deliveries, with what it is and that day's cutoff.
 * POST /api/delivery-rules/peak-days: a named surcharge on a date with deliveries.
 * DELETE /api/delivery-rules/fees/{zone}/{effectiveFrom}, …/cutoffs/{effectiveFrom}: an entry taking effect after today.
 * DELETE /api/delivery-rules/closed-dates/{date}, …/open-dates/{date}, …/peak-days/{date}: a closed date, opened date or peak day of today or later.
 */
export const deliveryRuleRoutes = new Hono()
  .use('/delivery-rules/*', requireRole(...ACCESS.flowerline))
  .use('/delivery-rules', requireRole(...ACCESS.flowerline))
  .get('/delivery-rules', async (c) => c.json(await view(c)))
  .post('/delivery-rules/fees', async (c) => {
    await setFeeRule(c.var.db, await parseBody(c, FeeRuleNewModel), requireUser(c), now(c));
    return c.json(await view(c, true), 201);
  })
  .post('/delivery-rules/cutoffs', async (c) => {
    await setCutoffRule(c.var.db, await parseBody(c, CutoffRuleNewModel), requireUser(c), now(c));
    return c.json(await view(c, true), 201);
  })
  .post('/delivery-rules/closed-dates', async (c) => {
    await setClosedDate(c.var.db, await parseBody(c, ClosedDateNewModel), requireUser(c), now(c));
    return c.json(await view(c, true), 201);
  })
  .post('/delivery-rules/open-dates', async (c) => {
    await setOpenDate(c.var.db, await parseBody(c, OpenDateNewModel), requireUser(c), now(c));
    return c.json(await view(c, true), 201);
  })
  .post('/delivery-rules/peak-days', async (c) => {
    await setPeakDay(c.var.db, await parseBody(c, PeakDayNewModel), requireUser(c), now(c));
    return c.json(await view(c, true), 201);
  })
  .delete('/delivery-rules/fees/:zone/:effectiveFrom', async (c) => {
    await removeFeeRule(c.var.db, parsePath(c, FeeRuleKeyModel), requireUser(c), now(c));
    return c.json(await view(c, true));
  })
  .delete('/delivery-rules/cutoffs/:effectiveFrom', async (c) => {
    await removeCutoffRule(c.var.db, parsePath(c, CutoffRuleKeyModel), requireUser(c), now(c));
    return c.json(await view(c, true));
  })
  .delete('/delivery-rules/closed-dates/:date', async (c) => {
    await removeClosedDate(c.var.db, parsePath(c, RuleDayKeyModel), requireUser(c), now(c));
    return c.json(await view(c, true));
  })
  .delete('/delivery-rules/open-dates/:date', async (c) => {
    await removeOpenDate(c.var.db, parsePath(c, RuleDayKeyModel), requireUser(c), now(c));
    return c.json(await view(c, true));
  })
  .delete('/delivery-rules/peak-days/:date', async (c) => {
    await removePeakDay(c.var.db, parsePath(c, RuleDayKeyModel), requireUser(c), now(c));
    return c.json(await view(c, true));
  });
