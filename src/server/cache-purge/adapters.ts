/**
 * Purge adapters: each asks one kind of shared cache to drop every answer
 * tagged with some surrogate keys (docs/adr/0772, docs/configuration.md).
 * They throw on a refusal; the caller logs it (a page a purge missed is
 * fetched again when its s-maxage ends).
 */
export interface PurgeAdapter {
  readonly name: string;
  purge(keys: readonly string[]): Promise<void>;
}

/** How long one purge request may take. */
const TIMEOUT_MS = 10_000;

async function send(url: string, init: RequestInit, what: string): Promise<void> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} purge answered ${response.status}: ${text.slice(0, 200)}`);
}

/** The keys in batches of at most `size` (a header's length, an API's limit per call). */
function batches(keys: readonly string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < keys.length; i += size) out.push(keys.slice(i, i + size));
  return out;
}

/** Varnish with the xkey module (ops/varnish/shop.vcl): `PURGE /` with `xkey-purge: <keys>`, from the shop's address, with the token when one is set. */
export function varnishPurge(url: string, token?: string): PurgeAdapter {
  return {
    name: 'varnish',
    async purge(keys) {
      for (const batch of batches(keys, 100)) {
        await send(new URL('/', url).href, { method: 'PURGE', headers: { 'xkey-purge': batch.join(' '), ...(token ? { 'X-Purge-Token': token } : {}) } }, 'Varnish');
      }
    },
  };
}

/** Fastly: `POST /service/<id>/purge` with `Surrogate-Key: <keys>` (up to 256 a call) and the API token in `Fastly-Key`. */
export function fastlyPurge(serviceId: string, token: string, apiBase = 'https://api.fastly.com'): PurgeAdapter {
  return {
    name: 'fastly',
    async purge(keys) {
      for (const batch of batches(keys, 256)) {
        await send(new URL(`/service/${encodeURIComponent(serviceId)}/purge`, apiBase).href, { method: 'POST', headers: { 'Fastly-Key': token, 'Surrogate-Key': batch.join(' ') } }, 'Fastly');
      }
    },
  };
}

/** Cloudflare: `POST /client/v4/zones/<zone>/purge_cache` with `{ "tags": [...] }` (30 a call) and a bearer API token; pages carry them in `Cache-Tag`. */
export function cloudflarePurge(zoneId: string, token: string, apiBase = 'https://api.cloudflare.com'): PurgeAdapter {
  return {
    name: 'cloudflare',
    async purge(keys) {
      for (const batch of batches(keys, 30)) {
        await send(
          new URL(`/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`, apiBase).href,
          { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ tags: batch }) },
          'Cloudflare',
        );
      }
    },
  };
}

/** No shared cache to purge (the default): pages are fetched again when their s-maxage ends. */
export const noPurge: PurgeAdapter = { name: 'none', purge: async () => undefined };
