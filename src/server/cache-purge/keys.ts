/**
 * The surrogate keys of the shop's answers (docs/adr/0784): each names one
 * thing an answer shows, so a change purges the answers that show it and no
 * others. Keys hold no space (the header's separator) and no comma
 * (Cloudflare's).
 */

/** Every page, file and public read: a purge of everything, by hand only. */
export const SITE_KEY = 'site';
/** Every page with the site's header (the shell), and the footer's. */
export const HEADER_KEY = 'header';
export const FOOTER_KEY = 'footer';
/** Every public catalogue read (listings, sizes, search): a change that reaches them all, such as the delivery rules. */
export const CATALOGUE_API_KEY = 'api-catalogue';
/** The public reads of the delivery rules (suburbs, the calendar). */
export const DELIVERY_API_KEY = 'api-delivery';
/** The public reads that depend on the whole catalogue (search, a listing asked for by filters alone): every product change purges them. */
export const CATALOGUE_KEY = 'catalogue';

const part = (value: string) => encodeURI(value).replaceAll(',', '%2C');

/** One address (as the server looks pages up: decoded, no trailing slash). */
export const pathKey = (path: string): string => `path:${part(path)}`;
/** A content document, by its id (stable across publishes and moves). */
export const docKey = (id: string): string => `doc:${part(id)}`;
/** A product, by its key. */
export const productKey = (key: string): string => `product:${part(key)}`;
/** A listing page's grid and the API reads of that listing, by the listing's slug. */
export const listingKey = (slug: string): string => `listing:${part(slug)}`;

export const PRODUCT_PREFIX = 'product:';
export const LISTING_PREFIX = 'listing:';

/** The value a key of `prefix` names, or undefined for a key of another kind. */
export function keyValue(key: string, prefix: string): string | undefined {
  if (!key.startsWith(prefix)) return undefined;
  try {
    return decodeURI(key.slice(prefix.length).replaceAll('%2C', ','));
  } catch {
    return undefined;
  }
}

/**
 * How long an answer's keys may be, in bytes. Varnish takes a response
 * header of up to 8 KB (http_resp_hdr_len), Fastly a Surrogate-Key of up to
 * 16 KB and Cloudflare a Cache-Tag of up to 16 KB; half of Varnish's leaves
 * room for the answer's other headers.
 */
export const KEY_HEADER_BYTES = 4096;
/** The longest key Fastly and Cloudflare take: a longer one is left out (the answer keeps its other keys). */
export const KEY_BYTES = 1024;

/**
 * A page's keys as its answer carries them: its address's, what it shows,
 * and the site's. Past KEY_HEADER_BYTES the products go first (a listing
 * page keeps its listing's key, which every change of its products purges),
 * then the documents; a page left without the key of a change is purged by
 * its address (the renderer works out which keys each copy carries with
 * this same function).
 */
export function pageKeys(path: string, shows: readonly string[] = []): string[] {
  const own = pathKey(path);
  let keys = [...new Set(shows)].filter((key) => key !== own && key !== SITE_KEY).sort();
  const fits = () => [own, ...keys, SITE_KEY].filter((key) => key.length <= KEY_BYTES).join(' ').length <= KEY_HEADER_BYTES;
  if (!fits()) keys = keys.filter((key) => !key.startsWith(PRODUCT_PREFIX));
  if (!fits()) keys = keys.filter((key) => !key.startsWith('doc:'));
  return [own, ...keys, SITE_KEY].filter((key) => key.length <= KEY_BYTES);
}
