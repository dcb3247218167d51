import { Hono } from 'hono';
import { SuburbsQueryModel } from '../../lib/api/contracts/catalog-queries';
import { parseQuery } from '../http/validate';
import { listCountries, searchSuburbs } from './service';
import { deliveryRuleBook } from './rule-book';
import { calendarRulesOf } from '../../lib/domain/delivery-calendar';
import { melbourneClock } from '../../lib/domain/melbourne-clock';
import { requestContext } from '../http/context';

/**
 * GET /api/delivery/suburbs?keyword=: suburbs by name or postcode (at least 3 characters), prefix matches first.
 * GET /api/countries: the overseas countries we deliver to, by name.
 * GET /api/delivery/calendar: Flowerline's cutoffs, closed dates and peak days from today on, for the date pickers (docs/adr/0774).
 */
export const deliveryRoutes = new Hono()
  .get('/delivery/suburbs', async (c) => {
    const { keyword } = parseQuery(c, SuburbsQueryModel);
    return c.json({ suburbs: await searchSuburbs(c.var, { keyword }) });
  })
  .get('/delivery/calendar', async (c) => c.json(calendarRulesOf(await deliveryRuleBook(c.var.db), melbourneClock(requestContext(c).shopper.now).day)))
  .get('/countries', async (c) => c.json({ countries: await listCountries(c.var) }, 200, { 'Cache-Control': 'public, max-age=300' }));
