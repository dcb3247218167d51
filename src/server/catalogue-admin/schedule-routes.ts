import { Hono } from 'hono';
import { CatalogueScheduleRequestModel } from '../../lib/api/contracts/catalogue-delivery';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody } from '../http/validate';
import './schedule-job';
import { cancelProductSchedule, scheduleProduct } from './schedule';

/**
 * A product's scheduled going on sale (Flowerline only; docs/adr/0762):
 * POST /api/catalogue/products/{key}/schedule: on sale at `onSaleAt`, off sale at `offSaleAt` (201, what is scheduled).
 * DELETE /api/catalogue/products/{key}/schedule: what is scheduled is not made.
 */
export const productScheduleRoutes = new Hono()
  .use('/catalogue/products/:key/schedule', requireRole(...ACCESS.flowerline))
  .post('/catalogue/products/:key/schedule', async (c) => {
    const request = await parseBody(c, CatalogueScheduleRequestModel);
    return c.json({ scheduled: await scheduleProduct(c.var.db, c.req.param('key'), request, requireUser(c), requestContext(c).shopper.now) }, 201);
  })
  .delete('/catalogue/products/:key/schedule', async (c) => c.json({ scheduled: await cancelProductSchedule(c.var.db, c.req.param('key'), requireUser(c), requestContext(c).shopper.now) }));
