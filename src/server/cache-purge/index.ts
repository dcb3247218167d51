import { config } from '../config';
import { logger } from '../logger';
import { CATALOGUE_API_KEY, pathKey, SITE_KEY } from '../node/http-caching';
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

/** Past this many pages a run purges the whole site's key in one request rather than each page's (a header or footer change renders every page). */
const MOST_KEYS = 200;

/** The keys a render run purges: each page it rendered, and the catalogue's reads when a product changed. */
export function keysOfRun(paths: readonly string[], catalogueChanged: boolean): string[] {
  if (paths.length > MOST_KEYS) return [SITE_KEY];
  return [...paths.map(pathKey), ...(catalogueChanged ? [CATALOGUE_API_KEY] : [])];
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
