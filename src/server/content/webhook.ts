import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's timestamp may be from now: older deliveries are replays. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * The hosted CMS's webhook signature (its `gcms-signature` header):
 * `sign=<base64 HMAC-SHA256>, env=<environment>, t=<ms since epoch>`, where
 * the HMAC with the shared secret covers `{"Body":…,"EnvironmentName":…,"TimeStamp":…}`.
 */
export function signWebhook(rawBody: string, secret: string, environment = 'master', timestamp = Date.now()): string {
  return `sign=${digest(rawBody, secret, environment, timestamp)}, env=${environment}, t=${timestamp}`;
}

const digest = (rawBody: string, secret: string, environment: string, timestamp: number) =>
  createHmac('sha256', secret)
    .update(JSON.stringify({ Body: rawBody, EnvironmentName: environment, TimeStamp: timestamp }))
    .digest('base64');

/** Whether `header` signs `rawBody` with `secret`, recently enough. */
export function webhookSignatureValid(rawBody: string, header: string | undefined, secret: string | undefined, now = Date.now()): boolean {
  if (!header || !secret) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const sign = parts.get('sign');
  const environment = parts.get('env') ?? '';
  const timestamp = Number(parts.get('t'));
  if (!sign || !Number.isSafeInteger(timestamp) || Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_MS) return false;
  const expected = Buffer.from(digest(rawBody, secret, environment, timestamp));
  const given = Buffer.from(sign);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
