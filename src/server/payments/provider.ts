import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { config } from '../config';
import { badGateway } from '../http/problem';
import { serverSecret } from '../http/secret';
import { logger } from '../logger';

/** What the shop asks of a card payment provider: a hosted payment session for an amount. */
export interface SessionRequest {
  cartId: string;
  amountCents: number;
  currencyCode: string;
  /** Shown on the provider's page. */
  description: string;
  customerEmail: string;
  /** The shop's address (no trailing slash) the provider sends the shopper back to. */
  siteUrl: string;
  /** Derived from what the call does: a retried call with the same key makes no second session. */
  idempotencyKey: string;
}

export interface ProviderSession {
  id: string;
  /** Where the shopper pays: the provider's hosted page. */
  url: string;
  expiresAt: Date;
}

export interface RefundRequest {
  /** The shop's refund id: the idempotency key of the provider's call. */
  refundId: string;
  sessionId: string;
  /** The provider's payment, when the webhook named it. */
  paymentIntentId: string | null;
  amountCents: number;
  reason: 'duplicate' | 'requested_by_customer';
}

/** What became of a session the shop closed: the provider closed it, or it had been paid first (its payment is then refunded). */
export type ExpiryOutcome = 'expired' | 'complete';

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createSession(request: SessionRequest): Promise<ProviderSession>;
  /** Closes an open session so that it takes no payment. */
  expireSession(sessionId: string): Promise<ExpiryOutcome>;
  /** Gives the payment back (all of `amountCents`); answers the provider's refund id. */
  refund(request: RefundRequest): Promise<{ id: string }>;
}

/**
 * A session stays payable for 35 minutes. Stripe refuses an `expires_at`
 * less than 30 minutes after it creates the session (and more than 24
 * hours); the 5 minutes over keep network latency and clock skew from
 * failing a checkout.
 */
export const SESSION_LIFETIME_MS = 35 * 60 * 1000;

export const returnUrl = (siteUrl: string, sessionId: string) => `${siteUrl}/checkout/confirmation?session=${encodeURIComponent(sessionId)}`;
export const failedUrl = (siteUrl: string, sessionId: string) => `${siteUrl}/checkout?payment=failed&session=${encodeURIComponent(sessionId)}`;

/** An id the sandbox derives from an idempotency key, so the same call answers the same object, as Stripe's keys do. */
const derivedId = (prefix: string, key: string) => `${prefix}${createHmac('sha256', `sandbox-ids:${serverSecret()}`).update(key).digest('base64url').slice(0, 32)}`;

/**
 * The embedded default: the shop's own hosted page at /payments/sandbox,
 * which takes Stripe's test cards and answers with Stripe's events (see
 * sandbox.ts). Its session ids look like Stripe's test ones. The shop's
 * own record of a session is the sandbox's state: a session the shop has
 * closed is refused by the sandbox's page, so expiring one here has
 * nothing more to do; a refund is recorded as the provider's event.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createSession(request) {
    const id = derivedId('cs_test_', request.idempotencyKey);
    return { id, url: `/payments/sandbox?session=${encodeURIComponent(id)}`, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) };
  },
  async expireSession() {
    return 'expired';
  },
  async refund(request) {
    return { id: derivedId('re_test_', request.refundId) };
  },
};

const providerDown = (error: unknown, what: string) => {
  logger.error({ err: error instanceof Error ? error.message : String(error) }, what);
  return badGateway('Our payment provider is not answering. Please try again in a moment.');
};

/**
 * Stripe Checkout (PAYMENT_PROVIDER=stripe): a hosted session in payment
 * mode for the order's total, with the payment methods the Stripe account
 * has switched on (cards, Afterpay and Zip in Australia). The cart id rides
 * in the metadata of the session and of its payment, so the webhook can
 * find the cart. Every call that makes or changes something carries an
 * idempotency key derived from what it does.
 */
export function stripeProvider(client: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createSession(request) {
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: request.currencyCode.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } } }],
        customer_email: request.customerEmail,
        metadata: { cartId: request.cartId },
        payment_intent_data: { metadata: { cartId: request.cartId } },
        success_url: `${request.siteUrl}/checkout/confirmation?session={CHECKOUT_SESSION_ID}`,
        cancel_url: `${request.siteUrl}/checkout?payment=cancelled`,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      };
      try {
        const session = await client.checkout.sessions.create(params, { idempotencyKey: request.idempotencyKey }).catch((error: unknown) => {
          // Stripe refuses a key used before with other parameters: an earlier attempt whose session the shop never recorded
          // (its answer was lost), with an earlier expiry. Nobody holds that session's page, so this attempt makes its own.
          if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
          return client.checkout.sessions.create(params, { idempotencyKey: `${request.idempotencyKey}:${params.expires_at}` });
        });
        if (!session.url) throw new Error('Stripe answered a session without a payment page');
        return { id: session.id, url: session.url, expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : expiresAt };
      } catch (error) {
        throw providerDown(error, 'payment session not created');
      }
    },
    async expireSession(sessionId) {
      try {
        const expired = await client.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire:${sessionId}` });
        return expired.status === 'complete' ? 'complete' : 'expired';
      } catch (error) {
        // Only an open session can be expired: one already paid or expired answers an invalid request.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw providerDown(error, 'payment session not expired');
        const session = await client.checkout.sessions.retrieve(sessionId).catch((failure: unknown) => {
          throw providerDown(failure, 'payment session not read');
        });
        return session.status === 'complete' ? 'complete' : 'expired';
      }
    },
    async refund(request) {
      try {
        const paymentIntent = request.paymentIntentId ?? (await client.checkout.sessions.retrieve(request.sessionId)).payment_intent;
        if (!paymentIntent) throw new Error(`session ${request.sessionId} has no payment to refund`);
        const refund = await client.refunds.create(
          {
            payment_intent: typeof paymentIntent === 'string' ? paymentIntent : paymentIntent.id,
            amount: request.amountCents,
            reason: request.reason,
            metadata: { refundId: request.refundId, sessionId: request.sessionId },
          },
          { idempotencyKey: `refund:${request.refundId}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`refund ${refund.id} ${refund.status}`);
        return { id: refund.id };
      } catch (error) {
        throw providerDown(error, 'refund not made');
      }
    },
  };
}

let stripe: Stripe | undefined;

/** The configured provider. */
export function paymentProvider(): PaymentProvider {
  const settings = config();
  if (settings.PAYMENT_PROVIDER !== 'stripe') return sandboxProvider;
  stripe ??= new Stripe(settings.STRIPE_SECRET_KEY!, { maxNetworkRetries: 2, timeout: 10_000 });
  return stripeProvider(stripe);
}

/** The provider that made a session (a session outlives a change of configuration only as far as its name). */
export const providerOf = (name: string): PaymentProvider => (name === 'stripe' ? paymentProvider() : sandboxProvider);
