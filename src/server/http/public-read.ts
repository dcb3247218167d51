import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { keyHeaders, SITE_KEY, sharedCacheControl } from '../node/http-caching';
import { setAnswerHeader } from './headers';

const validators = etag();

/** A read for one browser: it keeps it and revalidates it with the ETag; no shared cache holds it. */
const PRIVATE_REVALIDATED = 'private, no-cache';

/**
 * A public read (a listing, a product's sizes, search, suburbs): the same
 * for everyone who sends no cookie and no bearer token, so shared caches may
 * hold it (docs/adr/0772), tagged `key` for a purge; it carries an ETag and
 * answers 304 to a copy that is current. Asked for with a cookie or a token
 * (a signed-in shopper's role may change prices), or answering with a
 * cookie, it is private to that browser.
 */
export function publicRead(key: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    await validators(c, next);
    if (c.res.status !== 200 && c.res.status !== 304) return;
    const shared = !c.req.header('cookie') && !c.req.header('authorization') && !c.res.headers.has('set-cookie');
    setAnswerHeader(c, 'Cache-Control', shared ? sharedCacheControl() : PRIVATE_REVALIDATED);
    if (shared) for (const [name, value] of Object.entries(keyHeaders(`${key} ${SITE_KEY}`))) setAnswerHeader(c, name, value);
  };
}
