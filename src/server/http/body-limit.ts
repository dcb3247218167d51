import type { MiddlewareHandler } from 'hono';
import { API_BODY_MAX_BYTES } from '../../lib/api/body-limit';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { Problem } from './problem';

const TOO_LARGE = `The request body is over ${API_BODY_MAX_BYTES / (1024 * 1024)} MB, more than any call of this API takes.`;

/**
 * Bounds a request's body at `maxSize` bytes, calling `refuse` (which
 * throws) when it is over. With Content-Length, by that alone; without it
 * (chunked, or a body-less DELETE), by reading and counting the body as it
 * arrives, then handing the routes a request made again from what was read.
 * That request keeps what the server put on the received one: the caller's
 * address the Astro adapter sets as a property (src/server/http/auth-address.ts),
 * and with it the caller's own throttling. It is made from the received
 * request's parts, not from the request itself, which the Node server's
 * lighter request object cannot be (docs/adr/0712).
 */
export function boundedBody(maxSize: number, refuse: () => never): MiddlewareHandler {
  return async (c, next) => {
    const received = c.req.raw;
    if (received.method === 'GET' || received.method === 'HEAD') return next();
    const length = received.headers.get('content-length');
    if (length !== null && !received.headers.has('transfer-encoding')) return Number.parseInt(length, 10) > maxSize ? refuse() : next();
    if (!received.body) return next();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of received.body) {
      size += chunk.byteLength;
      if (size > maxSize) refuse();
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks, size);
    c.req.raw = new Request(received.url, { method: received.method, headers: received.headers, body, signal: received.signal });
    for (const key of Object.getOwnPropertySymbols(received)) Reflect.set(c.req.raw, key, Reflect.get(received, key));
    return next();
  };
}

/**
 * Refuses a body over API_BODY_MAX_BYTES as it streams in (at once when
 * Content-Length says so), before a guard or a route reads it whole: 413
 * `/problems/body-too-large`. A path given its own limit is bounded by that one instead.
 */
export function apiBodyLimit(ownLimits: ReadonlyMap<string, MiddlewareHandler>): MiddlewareHandler {
  const limit = boundedBody(API_BODY_MAX_BYTES, () => {
    throw new Problem(PROBLEM_TYPES.bodyTooLarge, 413, 'Content Too Large', TOO_LARGE);
  });
  return (c, next) => (ownLimits.get(c.req.path) ?? limit)(c, next);
}
