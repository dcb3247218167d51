import { config } from '../config';
import { logger } from '../logger';
import { cloudflarePurge, fastlyPurge, noPurge, varnishPurge, type PurgeAdapter } from './adapters';

/** The adapter CACHE_PURGE names, with its settings; `none` when a setting it needs is missing (said in the log). */
export function purgeAdapter(): PurgeAdapter {
  const settings = config();
  const token = settings.CACHE_PURGE_TOKEN;
  const missing = (what: string) => {
    logger.warn({ cachePurge: settings.CACHE_PURGE }, `CACHE_PURGE=${settings.CACHE_PURGE} needs ${what}: shared caches are not purged`);
    return noPurge;
  };
  switch (settings.CACHE_PURGE) {
    case 'varnish':
      return settings.VARNISH_URL ? varnishPurge(settings.VARNISH_URL, token) : missing('VARNISH_URL');
    case 'fastly':
      return settings.FASTLY_SERVICE_ID && token ? fastlyPurge(settings.FASTLY_SERVICE_ID, token) : missing('FASTLY_SERVICE_ID and CACHE_PURGE_TOKEN');
    case 'cloudflare':
      return settings.CLOUDFLARE_ZONE_ID && token ? cloudflarePurge(settings.CLOUDFLARE_ZONE_ID, token) : missing('CLOUDFLARE_ZONE_ID and CACHE_PURGE_TOKEN');
    default:
      return noPurge;
  }
}

/** The longest payload a Postgres notification carries is 8000 bytes: keys sent to every process go in parts of at most this many. */
const PAYLOAD_BYTES = 7000;

/** The keys, space-separated, in parts that each fit in a notification's payload (after a short prefix). */
export function keyParts(keys: readonly string[], bytes = PAYLOAD_BYTES): string[] {
  const parts: string[] = [];
  let part = '';
  for (const key of keys) {
    if (part && Buffer.byteLength(part) + 1 + Buffer.byteLength(key) > bytes) {
      parts.push(part);
      part = '';
    }
    part = part ? `${part} ${key}` : key;
  }
  if (part) parts.push(part);
  return parts;
}

/** Purges the keys from the shared cache configured; a failure is logged, never thrown (the pages are live here already). */
export async function purgeSharedCaches(keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  const adapter = purgeAdapter();
  if (adapter === noPurge) return;
  try {
    await adapter.purge(keys);
    logger.info({ cache: adapter.name, keys: keys.length }, 'shared cache purged');
  } catch (error) {
    logger.error({ err: error, cache: adapter.name, keys: keys.length }, 'shared cache not purged: its copies stay until their s-maxage ends');
  }
}
