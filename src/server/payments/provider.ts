import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { config } from '../config';
import { badGateway } from '../http/problem';
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
}

export interface ProviderSession {
  id: string;
  /** Where the shopper pays: the provider's hosted page. */
  url: string;
  expiresAt: Date;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createSession(request: SessionRequest): Promise<ProviderSession>;
}

/** A session stays payable for this long (Stripe's shortest expiry is 30 minutes). */
export const SESSION_LIFETIME_MS = 30 * 60 * 1000;

export const returnUrl = (siteUrl: string, sessionId: string) => `${siteUrl}/checkout/confirmation?session=${encodeURIComponent(sessionId)}`;
export const failedUrl = (siteUrl: string, sessionId: string) => `${siteUrl}/checkout?payment=failed&session=${encodeURIComponent(sessionId)}`;

/**
 * The embedded default: the shop's own hosted page at /payments/sandbox,
 * which takes Stripe's test cards and answers with Stripe's events (see
 * sandbox.ts). Its session ids look like Stripe's test ones.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createSession() {
    const id = `cs_test_${randomBytes(24).toString('base64url')}`;
    return { id, url: `/payments/sandbox?session=${encodeURIComponent(id)}`, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) };
  },
};

/**
 * Stripe Checkout (PAYMENT_PROVIDER=stripe): a hosted session in payment
 * mode for the order's total, with the payment methods the Stripe account
 * has switched on (cards, Afterpay and Zip in Australia). The cart id rides
 * in the metadata of the session and of its payment, so the webhook can
 * find the cart.
 */
export function stripeProvider(client: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createSession(request) {
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
      try {
        const session = await client.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: request.currencyCode.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } } }],
          customer_email: request.customerEmail,
          metadata: { cartId: request.cartId },
          payment_intent_data: { metadata: { cartId: request.cartId } },
          success_url: `${request.siteUrl}/checkout/confirmation?session={CHECKOUT_SESSION_ID}`,
          cancel_url: `${request.siteUrl}/checkout?payment=cancelled`,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        });
        if (!session.url) throw new Error('Stripe answered a session without a payment page');
        return { id: session.id, url: session.url, expiresAt };
      } catch (error) {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'payment session not created');
        throw badGateway('Our payment provider is not answering. Please try again in a moment.');
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
