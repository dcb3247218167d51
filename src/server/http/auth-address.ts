import type { Context } from 'hono';

const ASTRO_CLIENT_ADDRESS = Symbol.for('astro.clientAddress');

/**
 * The caller's network address: what the Astro Node adapter found (the
 * socket, or X-Forwarded-For from an allowed proxy), or the socket of the
 * standalone Node server; 'unknown' when neither says.
 */
export function clientAddress(c: Context): string {
  const fromAstro: unknown = Reflect.get(c.req.raw, ASTRO_CLIENT_ADDRESS);
  if (typeof fromAstro === 'string' && fromAstro) return fromAstro;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
