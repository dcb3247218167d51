import type { Context } from 'hono';
import { setting } from '../config';

const ASTRO_CLIENT_ADDRESS = Symbol.for('astro.clientAddress');

/**
 * The caller's network address, which throttling and rate limits count by.
 * Behind a proxy (TRUST_PROXY=true: a load balancer is the only way in) it
 * is the last address of X-Forwarded-For, the one the proxy itself saw:
 * addresses before it are whatever the caller sent. Otherwise what the
 * Astro Node adapter found (the socket), or the socket of the standalone
 * Node server; 'unknown' when neither says.
 */
export function clientAddress(c: Context): string {
  if (setting('trustProxy')) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const fromAstro: unknown = Reflect.get(c.req.raw, ASTRO_CLIENT_ADDRESS);
  if (typeof fromAstro === 'string' && fromAstro) return fromAstro;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
