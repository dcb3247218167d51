import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { etag } from 'hono/etag';
import { LRUCache } from 'lru-cache';
import { trackAnswer } from '../cache-purge/answers-in-flight';
import { CATALOGUE_API_KEY, CATALOGUE_KEY, DELIVERY_API_KEY, listingKey, productKey, SITE_KEY } from '../cache-purge/keys';
import { keyHeaders, sharedCacheControl } from '../node/http-caching';
import { SESSION_COOKIE } from './auth-cookies';
import { setAnswerHeader } from './headers';

const validators = etag();

/** A read for one browser: it keeps it and revalidates it with the ETag; no shared cache holds it. */
const PRIVATE_REVALIDATED = 'private, no-cache';

/**
 * Since when each read's address has answered its current bytes, as this
 * process has seen them: its Last-Modified. A new ETag for the address
 * starts a new period, so a copy from before a change (and one from a
 * change since undone) is never called current.
 */
const answeredSince = new LRUCache<string, { etag: string; since: Date }>({ max: 20_000 });

function lastModifiedOf(address: string, tag: string): Date {
  const known = answeredSince.get(address);
  if (known?.etag === tag) return known.since;
  // To the second, as the header says it, and always after the period it ends (two answers within one second).
  const since = new Date(Math.max(Math.floor(Date.now() / 1000) * 1000, known ? known.since.getTime() + 1000 : 0));
  answeredSince.set(address, { etag: tag, since });
  return since;
}

/** Whether a request sending If-Modified-Since and no If-None-Match (which, sent, decides alone) holds a copy no older than `since`. */
function unchangedSince(c: Context, since: Date): boolean {
  if (c.req.header('if-none-match') !== undefined) return false;
  const at = Date.parse(c.req.header('if-modified-since') ?? '');
  return Number.isFinite(at) && since.getTime() <= at;
}

/** The surrogate keys of a read: what it answers (docs/adr/0784). */
export type ReadKeys = (c: Context) => readonly string[];

/**
 * A catalogue read's keys. A listing's products (`/products?listing=…`, as
 * every listing page's grid asks) name that listing: a change of a product
 * it shows, gains or loses purges it. A product's sizes name the product.
 * Search, and products asked for by filters alone, depend on the whole
 * catalogue. All name `api-catalogue` too, which a change reaching every
 * one of them purges (the delivery rules).
 */
export const catalogueReadKeys: ReadKeys = (c) => {
  const path = c.req.path;
  const sizes = /\/products\/([^/]+)\/variants$/.exec(path);
  if (sizes) return [productKey(sizes[1]!), CATALOGUE_API_KEY];
  const listing = path.endsWith('/products') ? c.req.query('listing')?.trim() : undefined;
  return [listing ? listingKey(listing) : CATALOGUE_KEY, CATALOGUE_API_KEY];
};

/** The delivery rules' reads (suburbs, the calendar). */
export const deliveryReadKeys: ReadKeys = () => [DELIVERY_API_KEY];

/**
 * A public read (a listing, a product's sizes, search, suburbs): the same
 * for everyone who is not signed in (no session cookie, no bearer token:
 * a guest's cart and CSRF cookies change nothing it answers), so shared
 * caches may hold it (docs/adr/0772), tagged with what it answers for a
 * purge; it carries an ETag and answers 304 to a copy that is current.
 * Asked for signed in (a signed-in role may change prices), or answering
 * with a cookie, it is private to that browser.
 */
export function publicRead(keys: ReadKeys): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) trackAnswer(outgoing);
    await validators(c, next);
    if (c.res.status !== 200 && c.res.status !== 304) return;
    const tag = c.res.headers.get('etag');
    if (tag) {
      const since = lastModifiedOf(c.req.url, tag);
      if (c.res.status === 200 && unchangedSince(c, since)) {
        const headers = new Headers(c.res.headers);
        for (const name of ['content-length', 'content-type']) headers.delete(name);
        c.res = new Response(null, { status: 304, headers });
      }
      setAnswerHeader(c, 'Last-Modified', since.toUTCString());
    }
    const shared = getCookie(c, SESSION_COOKIE) === undefined && !c.req.header('authorization') && !c.res.headers.has('set-cookie');
    setAnswerHeader(c, 'Cache-Control', shared ? sharedCacheControl() : PRIVATE_REVALIDATED);
    if (shared) for (const [name, value] of Object.entries(keyHeaders([...new Set(keys(c))].concat(SITE_KEY)))) setAnswerHeader(c, name, value);
  };
}
