import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BODY_MAX_BYTES } from '../../lib/api/body-limit';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { Problem } from './problem';

const TOO_LARGE = `The request body is over ${API_BODY_MAX_BYTES / (1024 * 1024)} MB, more than any call of this API takes.`;

/**
 * Hono's bodyLimit, keeping what the server put on the request: a body
 * without Content-Length is read and counted, and the request made again
 * with it, which would lose the caller's address the Astro adapter sets as
 * a property of the request (src/server/http/auth-address.ts), and with it
 * the caller's own throttling.
 */
export function boundedBody(maxSize: number, refuse: () => never): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: refuse });
  return (c, next) => {
    const received = c.req.raw;
    return limit(c, () => {
      if (c.req.raw !== received) for (const key of Object.getOwnPropertySymbols(received)) Reflect.set(c.req.raw, key, Reflect.get(received, key));
      return next();
    });
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
