import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { config } from '../config';
import { malformedBody, Problem } from '../http/problem';
import { serverSecret } from '../http/secret';

/** The webhook secret: PAYMENT_WEBHOOK_SECRET, or one derived from the server secret for the sandbox. */
export function webhookSecret(): string {
  const configured = config().PAYMENT_WEBHOOK_SECRET;
  if (configured) return configured;
  return `whsec_${createHash('sha256').update(`payment-webhook:${serverSecret()}`).digest('base64url')}`;
}

/** The `Stripe-Signature` header Stripe would send with a body; the sandbox signs its events with it. */
export function signatureHeader(body: string, secret = webhookSecret(), now = new Date()): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(now.getTime() / 1000) });
}

export const invalidSignature = () => new Problem(PROBLEM_TYPES.paymentSignatureInvalid, 400, 'Bad Request', 'The webhook signature is missing, stale or wrong.');

/**
 * A webhook delivery's event, parsed once Stripe's library has verified its
 * signature: one of its v1 signatures matches the body and the secret
 * (Stripe sends more than one while a secret is being rolled), and it was
 * signed at most 5 minutes ago (the library's tolerance). The event's shape
 * is the caller's to check.
 */
export function verifiedEvent(body: string, header: string | undefined, secret = webhookSecret()): unknown {
  // Stripe's header holds a timestamp and a signature or two: a longer one is not worth parsing.
  if (!header || header.length > 2000) throw invalidSignature();
  try {
    return Stripe.webhooks.constructEvent(body, header, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalidSignature();
    // Signed with the secret, yet not JSON (or an event of Stripe's that is not a webhook's).
    throw malformedBody(error instanceof SyntaxError ? 'The webhook body is not JSON.' : 'The webhook body is not an event.');
  }
}
