import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { SandboxPayBodyModel } from '../../lib/api/contracts/checkout-body';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts } from '../db/schema/index';
import type { RequestContext } from '../http/context';
import { conflict, notFound } from '../http/problem';
import { config } from '../config';
import { failedUrl, returnUrl } from './provider';
import { findSession, sessionStatus } from './sessions';
import { signatureHeader } from './signature';
import { handleWebhook } from './webhook';

/**
 * The sandbox's test cards (Stripe's): one that pays, and two that are
 * declined with the reasons Stripe gives. Any other number is refused the
 * way Stripe's test mode refuses a real card number.
 */
export const TEST_CARDS: Record<string, { paid: true } | { paid: false; reason: string; code: string }> = {
  '4242424242424242': { paid: true },
  '4000000000000002': { paid: false, code: 'card_declined', reason: 'Your card was declined.' },
  '4000000000009995': { paid: false, code: 'insufficient_funds', reason: 'Your card has insufficient funds.' },
};
const OTHER_CARD = { paid: false as const, code: 'incorrect_number', reason: 'Your card number is incorrect. In the sandbox, use a test card such as 4242 4242 4242 4242.' };

const eventId = () => `evt_test_${randomBytes(18).toString('base64url')}`;

/** Delivers an event to the shop's webhook exactly as the provider would: signed, through the same handler. */
async function deliver(db: Db, event: object) {
  const body = JSON.stringify(event);
  await handleWebhook(db, body, signatureHeader(body));
}

/**
 * POST /api/payments/sandbox/{sessionId}/pay: the sandbox's hosted page
 * pays. A paid card sends `checkout.session.completed`, a declined one
 * `payment_intent.payment_failed` with the reason; then the page is sent
 * back to the shop: the return page, or checkout with the reason.
 */
export async function paySandboxSession(ctx: RequestContext, { sessionId, card }: { sessionId: string; card: z.output<typeof SandboxPayBodyModel> }): Promise<{ redirectUrl: string }> {
  if (config().PAYMENT_PROVIDER !== 'sandbox') throw notFound();
  const session = await findSession(ctx, sessionId);
  if (session.provider !== 'sandbox' || sessionStatus(session, ctx.shopper.now) !== 'open') {
    const [cart] = await ctx.db.select({ state: carts.state }).from(carts).where(eq(carts.id, session.cartId));
    throw conflict(
      cart?.state === 'Ordered' && session.status !== 'paid'
        ? 'This cart has already been ordered, so this payment was not taken. Check your email for the order confirmation.'
        : 'This payment has already been made, declined or has expired. Nothing more was charged. Return to the shop to try again.',
      PROBLEM_TYPES.paymentSessionClosed,
    );
  }
  const outcome = TEST_CARDS[card.cardNumber.replace(/\s/g, '')] ?? OTHER_CARD;
  const created = Math.floor(ctx.shopper.now.getTime() / 1000);
  const cartId = session.cartId;
  if (outcome.paid) {
    await deliver(ctx.db, {
      id: eventId(),
      object: 'event',
      type: 'checkout.session.completed',
      created,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          amount_total: session.amountCents,
          payment_intent: `pi_test_${randomBytes(12).toString('base64url')}`,
          currency: session.currencyCode.toLowerCase(),
          metadata: { cartId },
        },
      },
    });
    return { redirectUrl: returnUrl('', session.id) };
  }
  await deliver(ctx.db, {
    id: eventId(),
    object: 'event',
    type: 'payment_intent.payment_failed',
    created,
    data: {
      object: {
        id: `pi_test_${randomBytes(12).toString('base64url')}`,
        object: 'payment_intent',
        amount: session.amountCents,
        currency: session.currencyCode.toLowerCase(),
        metadata: { cartId, checkoutSessionId: session.id },
        last_payment_error: { code: outcome.code, message: outcome.reason },
      },
    },
  });
  return { redirectUrl: failedUrl('', session.id) };
}
