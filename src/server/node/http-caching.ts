import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { setting } from '../config';

/**
 * What a shared cache (a CDN, Varnish: ops/varnish/shop.vcl) may do with an
 * answer, and how a browser revalidates it (docs/adr/0772). Pages and the
 * public reads are held by shared caches for CACHE_SHARED_SECONDS and
 * revalidated by browsers on every use (max-age=0), with a strong ETag and
 * Last-Modified so that revalidation is a 304. Each names what it shows in
 * `Surrogate-Key` (src/server/cache-purge/keys.ts, docs/adr/0784), which a
 * change purges.
 */

export { CATALOGUE_API_KEY, DELIVERY_API_KEY, pageKeys, pathKey, SITE_KEY } from '../cache-purge/keys';

/** The header that names an answer's surrogate keys, space-separated (Fastly's name; the VCL copies it to Varnish's `xkey`). */
export const SURROGATE_KEY_HEADER = 'Surrogate-Key';

/** An answer's keys as headers: `Surrogate-Key` (space-separated), and Cloudflare's `Cache-Tag` (comma-separated) when it is the cache purged. */
export function keyHeaders(keys: readonly string[]): Record<string, string> {
  const value = keys.join(' ');
  return setting('CACHE_PURGE') === 'cloudflare' ? { [SURROGATE_KEY_HEADER]: value, 'Cache-Tag': keys.join(',') } : { [SURROGATE_KEY_HEADER]: value };
}

/** Never held by anyone but the browser that asked, and not even there: private pages, per-user answers. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Pages behind a sign-in or about one order: never shareable, whatever they
 * hold (the pre-rendered shells of the account area and checkout included).
 */
const PRIVATE_PREFIXES = ['/myaccount', '/checkout', '/cart', '/studio', '/preview', '/payments'];

/** Whether a page's address is a private one: the prefix itself or under it (`/cart`, `/cart/x`), never a neighbour (`/cartoon`). */
export const isPrivatePath = (pathname: string): boolean => PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

let sharedControl: { from: string; value: string } | undefined;

/** `public, max-age=0, s-maxage=…, stale-while-revalidate=…, stale-if-error=…` from the settings (made again only when one changes). */
export function sharedCacheControl(): string {
  const shared = setting('CACHE_SHARED_SECONDS');
  const swr = setting('CACHE_STALE_WHILE_REVALIDATE_SECONDS');
  const sie = setting('CACHE_STALE_IF_ERROR_SECONDS');
  const from = `${shared}/${swr}/${sie}`;
  if (sharedControl?.from !== from) sharedControl = { from, value: `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${swr}, stale-if-error=${sie}` };
  return sharedControl.value;
}

/** The Cache-Control of a page or file at `pathname`. */
export const pageCacheControl = (pathname: string): string => (isPrivatePath(pathname) ? PRIVATE_CACHE_CONTROL : sharedCacheControl());

/** A strong validator of some bytes: computed once per stored page or build file, never per request. */
export const etagOf = (bytes: Buffer | Uint8Array): string => createHash('sha256').update(bytes).digest('base64url').slice(0, 27);

export type Encoding = 'br' | 'gzip' | undefined;

/**
 * The strong ETag of one encoding's variant: a strong ETag names exact
 * bytes, so the brotli, gzip and plain variants of a page each get their own
 * (the page's hash, suffixed).
 */
export const variantEtag = (base: string, encoding: Encoding): string => `"${base}${encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''}"`;

/** An entity tag as If-None-Match compares them (weakly: a cache that re-encoded the body marks it W/). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether the browser's (or cache's) copy is the one it would get: its
 * If-None-Match names the variant's ETag, or, sending none, its
 * If-Modified-Since is no earlier than the page (to the second).
 */
export function notModified(req: IncomingMessage, etag: string, lastModified: Date): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined) return match.trim() === '*' || match.split(',').some((tag) => opaque(tag) === etag);
  const since = req.headers['if-modified-since'];
  if (since === undefined) return false;
  const at = Date.parse(since);
  return Number.isFinite(at) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(at / 1000);
}
