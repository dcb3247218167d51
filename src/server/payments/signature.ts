import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config';
import { serverSecret } from '../http/secret';

/** A webhook older than this (by its signed timestamp) is refused, as Stripe's libraries do. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The webhook secret: PAYMENT_WEBHOOK_SECRET, or one derived from the server secret for the sandbox. */
export function webhookSecret(): string {
  const configured = config().PAYMENT_WEBHOOK_SECRET;
  if (configured) return configured;
  return `whsec_${createHash('sha256').update(`payment-webhook:${serverSecret()}`).digest('base64url')}`;
}

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The `Stripe-Signature` header of a body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signatureHeader(body: string, secret = webhookSecret(), now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Whether a webhook body was signed with the secret within the tolerance:
 * any of its v1 signatures must match (compared in constant time), as
 * Stripe sends more than one while a secret is being rolled.
 */
export function verifySignature(body: string, header: string | undefined, secret = webhookSecret(), now = new Date()): boolean {
  if (!header || header.length > 2000) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isSafeInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return parts.filter(([key, value]) => key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)).some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}
