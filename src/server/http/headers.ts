import type { Context } from 'hono';

/**
 * Sets a header of the answer a route has already made, as Hono's own
 * middleware does (secureHeaders): on its headers. `c.header` there would
 * make the answer anew around its body read as a stream, for every header
 * set, which costs more than answering many a request; it is still the way
 * when the answer's headers cannot change (a Response from fetch).
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
