import { Hono } from 'hono';
import { SandboxPayBodyModel } from '../../lib/api/contracts/checkout-body';
import { requestContext } from '../http/context';
import { parseBody } from '../http/validate';
import { paySandboxSession } from './sandbox';
import { paymentSessionStatus } from './sessions';
import { handleWebhook } from './webhook';
import { requireRole } from '../http/auth';
import { paymentsAttention } from './attention';
// Registers the reconciliation jobs.
import './reconcile';

/** The webhook's path: exempt from CSRF, verified by its signature. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/** Card payments: the provider's webhook, the session the return page polls, the sandbox's pay call, and what needs Flowerline's attention. */
export const paymentRoutes = new Hono()
  .post('/payments/webhook', async (c) => {
    const outcome = await handleWebhook(c.var.db, await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true, outcome });
  })
  .get('/payments/sessions/:sessionId', async (c) => c.json(await paymentSessionStatus(requestContext(c), { sessionId: c.req.param('sessionId') })))
  .post('/payments/sandbox/:sessionId/pay', async (c) => {
    const card = await parseBody(c, SandboxPayBodyModel);
    return c.json(await paySandboxSession(requestContext(c), { sessionId: c.req.param('sessionId'), card }));
  })
  .get('/payments/attention', requireRole('flowerline'), async (c) => c.json(await paymentsAttention(c.var.db, requestContext(c).shopper.now)));
