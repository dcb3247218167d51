import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeDatabaseClose, database, type Database, type Db } from '../../db/client';
import { listenChannel } from '../../db/listen';
import { renderedPages } from '../../db/schema/index';
import { logger } from '../../logger';
import { forgetContentReads } from '../../../lib/cms/remembered';
import { dropCachesHere } from '../../cache-invalidation';
import { answersSent } from '../../cache-purge/answers-in-flight';
import { purgeSharedCaches } from '../../cache-purge/index';
import { CATALOGUE_KEY, LISTING_PREFIX, pathKey, PRODUCT_PREFIX } from '../../cache-purge/keys';
import { etagOf } from '../../node/http-caching';
import { siteBridge, type RenderedPage, type SiteInfo } from './bridge';
import { recordOf } from './page-reads';

/**
 * Sent when a render run's pages are stored: every server swaps them in. A
 * run sends `<run id> <keys…>` (the keys it purges, in parts that fit a
 * payload) and then `<run id>`, in the order sent, in its transaction.
 */
export const PAGES_CHANNEL = 'pages_rendered';

interface Serving {
  database: Database;
  site: SiteInfo;
  /** Replaced whole, never changed in place: a request sees one run's pages or the next's. */
  pages: Map<string, RenderedPage>;
  /** Loads one after another, so two runs heard close together both land. */
  loading: Promise<void>;
  /** The keys each run announced, until its pages are served here. */
  keysOfRuns: Map<number, string[]>;
  stop: Promise<() => Promise<void>>;
}
let serving: Serving | undefined;

type Row = typeof renderedPages.$inferSelect;
const pageOf = (row: Row): RenderedPage => {
  const { headers, reads } = recordOf(row.headers);
  return {
    status: row.status,
    headers,
    body: row.body,
    br: row.br,
    gz: row.gz,
    etag: etagOf(row.gz ?? row.body ?? row.br ?? Buffer.alloc(0)),
    renderedAt: row.renderedAt,
    reads,
  };
};

async function rowsOf(db: Db, site: SiteInfo, runId?: number): Promise<Row[]> {
  return db
    .select()
    .from(renderedPages)
    .where(and(eq(renderedPages.buildId, site.buildId), gt(renderedPages.renderedAt, site.builtAt), runId === undefined ? sql`true` : eq(renderedPages.runId, runId)));
}

/** Swaps in one run's pages (all at once), or every page rendered since the build, after any load before it. */
function take(current: Serving, runId?: number): Promise<void> {
  current.loading = current.loading
    .catch(() => undefined)
    .then(async () => {
      const rows = await rowsOf(current.database.db, current.site, runId);
      const next = new Map(runId === undefined ? [] : current.pages);
      for (const row of rows) next.set(row.path, pageOf(row));
      if (serving === current) current.pages = next;
    });
  return current.loading;
}

/** Keys of the catalogue's reads: this process reads the catalogue again before purging them, whether or not its invalidation has arrived. */
const readsCatalogue = (key: string) => key === CATALOGUE_KEY || key.startsWith(PRODUCT_PREFIX) || key.startsWith(LISTING_PREFIX);

/**
 * Purges shared caches of a run's keys once this process serves the run's
 * pages (docs/adr/0784), and the answers it began before are sent: every
 * process purges for itself, so the last purge follows the last process to
 * swap the pages in, and a cache asking any process afterwards gets the new
 * page.
 */
async function purgeServed(current: Serving, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  if (keys.some(readsCatalogue)) dropCachesHere(current.database.db, 'catalog');
  await answersSent();
  await purgeSharedCaches(keys);
}

/** One notification of the pages channel: a part of a run's keys, kept, or the run's id: its pages are loaded, then its keys purged. */
function heard(current: Serving, payload: string): void {
  const [head = '', ...keys] = payload.split(' ');
  const runId = Number(head);
  if (!Number.isSafeInteger(runId)) return;
  if (keys.length) {
    current.keysOfRuns.set(runId, [...(current.keysOfRuns.get(runId) ?? []), ...keys]);
    return;
  }
  const announced = current.keysOfRuns.get(runId) ?? [];
  current.keysOfRuns.delete(runId);
  // The pages rendered on demand (an order's page, previews) read the header and footer once per run: read them again, as that run did.
  forgetContentReads();
  take(current, runId)
    .then(() => purgeServed(current, announced))
    .catch((error: unknown) => logger.error({ err: error, runId }, 'rendered pages not loaded'));
}

/**
 * After a lost connection to the database, the runs announced meanwhile were
 * not heard: every page rendered since the build is loaded again, and the
 * address of each page that changed here is purged (the keys those runs
 * announced are not known; the API's reads follow their s-maxage).
 */
function catchUp(current: Serving): void {
  const before = current.pages;
  current.keysOfRuns.clear();
  forgetContentReads();
  take(current)
    .then(() => {
      const changed = [...new Set([...before.keys(), ...current.pages.keys()])].filter((path) => before.get(path)?.etag !== current.pages.get(path)?.etag);
      return purgeServed(current, changed.map(pathKey));
    })
    .catch((error: unknown) => logger.error({ err: error }, 'rendered pages not loaded again'));
}

/**
 * Serves the pages publishing re-rendered since this server's build: loads
 * them, then swaps in each new run's pages when any server announces it.
 * Only where a site server registered its site (not in the API alone).
 */
export async function startServingRenderedPages(): Promise<void> {
  const site = siteBridge().site;
  if (!site?.publishes) return;
  const current = await database();
  if (serving?.database === current) return;
  const entry: Serving = {
    database: current,
    site,
    pages: new Map(),
    loading: Promise.resolve(),
    keysOfRuns: new Map(),
    stop: listenChannel(current, PAGES_CHANNEL, (payload) => heard(entry, payload), { onReconnect: () => catchUp(entry) }),
  };
  serving = entry;
  siteBridge().renderedPage = (path) => serving?.pages.get(path);
  await entry.stop;
  await take(entry);
}

/**
 * The content addresses served now: the build's, with those publishing added
 * or removed since. The shell's pages (products, sign-in, the account area),
 * which a header or footer change renders again, are not content addresses:
 * counted as ones, every later run took them for addresses gone and rendered
 * them all again.
 */
export function contentAddressesServed(site: Pick<SiteInfo, 'buildPaths' | 'shellPaths'>, rendered: ReadonlyMap<string, Pick<RenderedPage, 'status'>>): Set<string> {
  const paths = new Set(site.buildPaths);
  const shell = new Set(site.shellPaths);
  for (const [path, page] of rendered) {
    if (shell.has(path)) continue;
    if (page.status === 200) paths.add(path);
    else paths.delete(path);
  }
  return paths;
}

/** The content addresses this server serves now. */
export function servedContentPaths(site: SiteInfo): Set<string> {
  return contentAddressesServed(site, serving?.pages ?? new Map());
}

beforeDatabaseClose(async (closing) => {
  if (serving?.database !== closing) return;
  const { stop } = serving;
  serving = undefined;
  siteBridge().renderedPage = undefined;
  await (
    await stop.catch(() => null)
  )?.();
});
