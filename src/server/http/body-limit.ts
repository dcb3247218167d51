import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BODY_MAX_BYTES } from '../../lib/api/body-limit';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { Problem } from './problem';

const TOO_LARGE = `The request body is over ${API_BODY_MAX_BYTES / (1024 * 1024)} MB, more than any call of this API takes.`;

/**
 * Refuses a body over API_BODY_MAX_BYTES as it streams in (at once when
 * Content-Length says so), before a guard or a route reads it whole: 413
 * `/problems/body-too-large`. The paths given keep limits of their own.
 */
export function apiBodyLimit(ownLimits: ReadonlySet<string>): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: API_BODY_MAX_BYTES,
    onError: () => {
      throw new Problem(PROBLEM_TYPES.bodyTooLarge, 413, 'Content Too Large', TOO_LARGE);
    },
  });
  return (c, next) => (ownLimits.has(c.req.path) ? next() : limit(c, next));
}
